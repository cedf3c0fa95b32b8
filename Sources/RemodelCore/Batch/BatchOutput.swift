import Foundation

/// The files a batch leaves in its output directory: `<name>.patch`, `results/<name>.json`,
/// `summary.json` and `summary.md`.
public enum BatchOutput {
  public static func resultURL(for name: String, in directory: URL) -> URL {
    directory.appendingPathComponent("results", isDirectory: true)
      .appendingPathComponent("\(name).json")
  }

  public static func summaryURL(in directory: URL) -> URL {
    directory.appendingPathComponent("summary.json")
  }

  /// Creates the directory and its `results/` folder.
  static func prepare(_ directory: URL) throws(BatchError) {
    do {
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("results", isDirectory: true),
        withIntermediateDirectories: true)
    } catch {
      throw .outputNotWritable(path: directory.path, reason: FileSystem.describe(error))
    }
  }

  /// Writes the whole file or leaves the old one: readers never see half a summary.
  static func write(_ bytes: [UInt8], to url: URL) throws(BatchError) {
    do {
      try Data(bytes).write(to: url, options: .atomic)
    } catch {
      throw .outputNotWritable(path: url.path, reason: FileSystem.describe(error))
    }
  }

  /// Writes `summary.json` and `summary.md`.
  public static func writeSummary(_ results: [RepositoryResult], to directory: URL)
    throws(BatchError)
  {
    try write(BatchSummary.json(results), to: summaryURL(in: directory))
    try write(
      Array(BatchSummary.markdown(results).utf8),
      to: directory.appendingPathComponent("summary.md"))
  }

  /// The records of a batch's `summary.json`.
  public static func readSummary(in directory: URL) throws(BatchError) -> [RepositoryResult] {
    let url = summaryURL(in: directory)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableSummary(path: url.path, reason: FileSystem.describe(error))
    }
    do {
      return try JSONDecoder().decode([RepositoryResult].self, from: data)
    } catch {
      throw .unreadableSummary(path: url.path, reason: "not a remodel batch summary")
    }
  }
}
