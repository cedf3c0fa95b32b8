import Foundation

/// `remodel batch-report`: merges the summaries of several batch outputs (the shards of one
/// campaign) into one table, in the order of the original repository list.
public enum BatchMerge {
  /// Reads every directory's `summary.json`. A repository reported by two directories keeps the
  /// later one's result; unreadable summaries are returned as errors.
  public static func merge(_ directories: [URL]) -> (
    results: [RepositoryResult], errors: [BatchError], repeated: [String]
  ) {
    var byPath: [String: RepositoryResult] = [:]
    var errors: [BatchError] = []
    var repeated: [String] = []
    for directory in directories {
      do throws(BatchError) {
        for result in try BatchOutput.readSummary(in: directory) {
          if byPath[result.path] != nil { repeated.append(result.path) }
          byPath[result.path] = result
        }
      } catch {
        errors.append(error)
      }
    }
    return (BatchSummary.sorted(Array(byPath.values)), errors, repeated)
  }

  /// Prints the merged table, and with `output` writes the merged `summary.json` and
  /// `summary.md` there together with copies of the patches they name. Exit status as for
  /// `batch`, and 2 when a summary could not be read.
  public static func perform(directories: [URL], output: URL?, console: Console) -> Int32 {
    let merged = merge(directories)
    for error in merged.errors { console.printError("remodel: error: \(error)") }
    for path in merged.repeated {
      console.printError("remodel: warning: \(path): in several summaries; the last one is kept")
    }
    var failed = !merged.errors.isEmpty
    if let output {
      do throws(BatchError) {
        try BatchOutput.prepare(output)
        try copyPatches(of: merged.results, from: directories, to: output, console: console)
        try BatchOutput.writeSummary(merged.results, to: output)
      } catch {
        console.printError("remodel: error: \(error)")
        failed = true
      }
    }
    console.writeOutput(Array(BatchSummary.table(merged.results, colors: console.colors).utf8))
    return failed ? Modes.Status.error : BatchSummary.exitStatus(merged.results)
  }

  private static func copyPatches(
    of results: [RepositoryResult], from directories: [URL], to output: URL, console: Console
  ) throws(BatchError) {
    let destination = output.standardizedFileURL
    for result in results {
      guard let patch = result.patch else { continue }
      let target = destination.appendingPathComponent(patch)
      let sources = directories.reversed().map {
        $0.standardizedFileURL.appendingPathComponent(patch)
      }
      guard let source = sources.first(where: { FileManager.default.fileExists(atPath: $0.path) })
      else {
        console.printError("remodel: warning: \(patch): named in a summary but not found")
        continue
      }
      guard source.path != target.path else { continue }
      guard let bytes = FileManager.default.contents(atPath: source.path) else {
        throw .unreadableSummary(path: source.path, reason: "cannot read patch")
      }
      try BatchOutput.write(Array(bytes), to: target)
    }
  }
}
