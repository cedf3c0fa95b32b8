import Foundation

/// The `.remodel.json` files that apply to a run, found by walking up from each file's folder to
/// the filesystem root; the nearest wins, like `.swift-format`. Each file is read once, and a
/// broken one is recorded in `errors` so the run can refuse to start.
public final class ConfigurationSet: @unchecked Sendable {
  private let lock = NSLock()
  private let workingDirectory: URL
  /// Folder path → the configuration nearest to it (nil: none up to the root).
  private var nearestByFolder: [String: Configuration?] = [:]
  private var failures: [String: RemodelError] = [:]

  public init(workingDirectory: URL) {
    self.workingDirectory = workingDirectory
  }

  /// The errors of every broken configuration met so far, by path.
  public var errors: [RemodelError] {
    lock.withLock { failures.sorted { $0.key < $1.key }.map(\.value) }
  }

  /// The configuration that applies to the file (or folder entry) at `url`.
  public func configuration(for url: URL) -> Configuration? {
    lock.withLock { nearest(toFolder: url.standardizedFileURL.deletingLastPathComponent()) }
  }

  /// Whether the nearest configuration's `exclude` matches `url`, relative to its folder, with
  /// the semantics of `--exclude`.
  func excludes(_ url: URL) -> Bool {
    guard let configuration = configuration(for: url), !configuration.exclude.isEmpty else {
      return false
    }
    let path = FileSystem.displayPath(url, relativeTo: configuration.directory)
    return FileDiscovery.matches(configuration.exclude, path: path)
  }

  private func nearest(toFolder folder: URL) -> Configuration? {
    let key = folder.path
    if let known = nearestByFolder[key] { return known }
    let candidate = folder.appendingPathComponent(Configuration.fileName)
    var isDirectory: ObjCBool = false
    let found: Configuration?
    if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      do throws(RemodelError) {
        found = try Configuration.load(
          candidate, path: FileSystem.displayPath(candidate, relativeTo: workingDirectory))
      } catch {
        failures[candidate.path] = error
        found = nil
      }
    } else {
      let parent = folder.deletingLastPathComponent()
      found = parent.path == folder.path ? nil : nearest(toFolder: parent)
    }
    nearestByFolder[key] = .some(found)
    return found
  }
}
