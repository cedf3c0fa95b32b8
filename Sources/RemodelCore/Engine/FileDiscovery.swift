import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the paths a user typed into the Swift files to process, in a stable order.
public struct FileDiscovery {
  /// Folders that hold build products or third-party code, never the project's own sources.
  public static let skippedDirectoryNames: Set<String> = [
    ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
  ]

  public let excludePatterns: [String]
  public let workingDirectory: URL
  /// Supplies each folder's `.remodel.json` `exclude` patterns.
  public let configurations: ConfigurationSet?
  /// The standardized working directory with a trailing slash.
  private let workingDirectoryPrefix: String

  public init(
    excludePatterns: [String] = [], workingDirectory: URL = FileSystem.currentDirectory,
    configurations: ConfigurationSet? = nil
  ) {
    self.excludePatterns = excludePatterns
    self.configurations = configurations
    // A directory URL, so relative paths resolve inside it even when it was made without a slash.
    self.workingDirectory = URL(fileURLWithPath: workingDirectory.path, isDirectory: true)
    let base = self.workingDirectory.standardizedFileURL.path
    workingDirectoryPrefix = base.hasSuffix("/") ? base : base + "/"
  }

  public struct Result: Sendable {
    /// Files with their display path (relative to the working directory when inside it).
    public var files: [(path: String, url: URL)] = []
    public var errors: [RemodelError] = []
    /// Folders the user named that hold no Swift file to process.
    public var foldersWithoutSwiftFiles: [String] = []
    /// The `.xcodeproj` bundles passed, whose targets may compile files outside their folder.
    public var xcodeProjects: [URL] = []
  }

  public func discover(_ paths: [String]) -> Result {
    var result = Result()
    var seenFiles: Set<String> = []
    var seenDirectories: Set<String> = []
    for path in paths {
      let url = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        result.errors.append(.noSuchPath(path: path))
        continue
      }
      if isDirectory.boolValue {
        let found = result.files.count
        walk(url, into: &result, seenFiles: &seenFiles, seenDirectories: &seenDirectories)
        if result.files.count == found { result.foldersWithoutSwiftFiles.append(path) }
      } else if url.pathExtension != "swift" {
        result.errors.append(.notSwiftFile(path: path))
      } else if seenFiles.insert(Self.realPath(url)).inserted {
        result.files.append((displayPath(url), url))
      }
    }
    return result
  }

  private func walk(
    _ directory: URL, into result: inout Result, seenFiles: inout Set<String>,
    seenDirectories: inout Set<String>
  ) {
    // A directory reached twice (a symlink loop or two links to one place) is walked once.
    let realDirectory = Self.realPath(directory)
    guard seenDirectories.insert(realDirectory).inserted else { return }
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    } catch {
      result.errors.append(
        .unreadable(path: displayPath(directory), reason: FileSystem.describe(error)))
      return
    }
    for name in entries {
      let url = directory.appendingPathComponent(name)
      let display = displayPath(url)
      guard !Self.matches(excludePatterns, path: display), configurations?.excludes(url) != true
      else { continue }
      guard let entry = Entry(url.path) else {
        // A dangling symlink: a Swift file the user expects to be read cannot be.
        if url.pathExtension == "swift" {
          result.errors.append(.unreadable(path: display, reason: "broken symbolic link"))
        }
        continue
      }
      if entry.isDirectory, url.pathExtension == "xcodeproj" {
        // A project bundle holds no sources.
        result.xcodeProjects.append(url)
      } else if entry.isDirectory {
        guard !Self.skippedDirectoryNames.contains(name) else { continue }
        walk(url, into: &result, seenFiles: &seenFiles, seenDirectories: &seenDirectories)
      } else if url.pathExtension == "swift",
        // Only a link needs resolving: the folder's own real path is known.
        seenFiles.insert(
          entry.isLink
            ? Self.realPath(url) : (realDirectory as NSString).appendingPathComponent(name)
        ).inserted
      {
        result.files.append((display, url))
      }
    }
  }

  /// What a folder entry is, from one `lstat` (and a `stat` to follow a link); nil for a link
  /// to nothing.
  private struct Entry {
    let isDirectory: Bool
    let isLink: Bool

    init?(_ path: String) {
      var info = stat()
      guard lstat(path, &info) == 0 else { return nil }
      isLink = (info.st_mode & S_IFMT) == S_IFLNK
      if isLink, stat(path, &info) != 0 { return nil }
      isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    }
  }

  /// A pattern matches the whole relative path or any single component (`--exclude Generated`);
  /// `.remodel.json` `exclude` patterns match the same way, relative to its folder.
  static func matches(_ patterns: [String], path: String) -> Bool {
    guard !patterns.isEmpty else { return false }
    let components = path.split(separator: "/").map(String.init)
    return patterns.contains { pattern in
      fnmatch(pattern, path, 0) == 0 || components.contains { fnmatch(pattern, $0, 0) == 0 }
    }
  }

  func displayPath(_ url: URL) -> String {
    // Walked entries are standardized already: cutting the prefix spares standardizing both
    // paths for each of them.
    let path = url.path
    guard path.hasPrefix(workingDirectoryPrefix) else {
      return FileSystem.displayPath(url, relativeTo: workingDirectory)
    }
    return String(path.dropFirst(workingDirectoryPrefix.count))
  }

  private static func realPath(_ url: URL) -> String {
    url.resolvingSymlinksInPath().path
  }
}
