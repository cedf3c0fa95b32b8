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
    configuration(inFolder: PathText.parent(PathText.standardized(url)))
  }

  /// The configuration that applies to the entries of `folder`, a standardized absolute path.
  func configuration(inFolder folder: String) -> Configuration? {
    lock.withLock { nearest(toFolder: folder) }
  }

  /// Whether the nearest configuration's `exclude` matches the entry at `path` (standardized,
  /// absolute) in `folder`, relative to the configuration's folder, with the semantics of
  /// `--exclude`.
  func excludes(_ path: String, inFolder folder: String) -> Bool {
    guard let configuration = configuration(inFolder: folder), !configuration.exclude.isEmpty
    else { return false }
    let base = PathText.join(PathText.standardized(configuration.directory), "")
    let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    return FileDiscovery.matches(configuration.exclude, path: relative)
  }

  private func nearest(toFolder folder: String) -> Configuration? {
    if let known = nearestByFolder[folder] { return known }
    let candidate = PathText.join(folder, Configuration.fileName)
    var isDirectory: ObjCBool = false
    let found: Configuration?
    if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      let url = URL(fileURLWithPath: candidate)
      do throws(RemodelError) {
        found = try Configuration.load(
          url, path: FileSystem.displayPath(url, relativeTo: workingDirectory))
      } catch {
        failures[candidate] = error
        found = nil
      }
    } else {
      let parent = PathText.parent(folder)
      found = parent == folder ? nil : nearest(toFolder: parent)
    }
    nearestByFolder[folder] = .some(found)
    return found
  }
}
