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

  /// Folders that Xcode and SwiftPM take in whole as one resource or binary (asset catalogs,
  /// localizations, Core Data models, bundles, frameworks): no Swift file in them is
  /// compiled. Asset catalogs alone hold a third of the folders of the apps measured.
  public static let skippedDirectoryExtensions: Set<String> = [
    "xcassets", "lproj", "xcdatamodeld", "bundle", "framework", "xcframework",
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
        let directory = PathText.standardized(url)
        var links: [String] = []
        walk(
          directory, realPath: Self.realPath(directory), into: &result, seenFiles: &seenFiles,
          seenDirectories: &seenDirectories, links: &links)
        // Links come last, so a file reachable both ways keeps its real path (the one `git
        // apply` accepts a patch for) and a link only adds what lies outside the folder.
        while !links.isEmpty {
          let link = links.removeFirst()
          if Entry(link)?.isDirectory == true {
            walk(
              link, realPath: Self.realPath(link), into: &result, seenFiles: &seenFiles,
              seenDirectories: &seenDirectories, links: &links)
          } else if seenFiles.insert(Self.realPath(link)).inserted {
            result.files.append((displayPath(link), URL(fileURLWithPath: link, isDirectory: false)))
          }
        }
        if result.files.count == found { result.foldersWithoutSwiftFiles.append(path) }
      } else if url.pathExtension != "swift" {
        result.errors.append(.notSwiftFile(path: path))
      } else if seenFiles.insert(Self.realPath(url.path)).inserted {
        result.files.append((displayPath(url.path), url))
      }
    }
    return result
  }

  /// Walks a standardized absolute folder path, whose links `realDirectory` resolves, leaving
  /// the links to Swift files and folders it meets in `links`: text, as a `URL` per entry costs
  /// more than reading the entry.
  private func walk(
    _ directory: String, realPath realDirectory: String, into result: inout Result,
    seenFiles: inout Set<String>, seenDirectories: inout Set<String>, links: inout [String]
  ) {
    // A directory reached twice (a symlink loop or two links to one place) is walked once.
    guard seenDirectories.insert(realDirectory).inserted else { return }
    let entries: [(name: String, type: Int)]
    do {
      entries = try Self.entries(of: directory)
    } catch {
      result.errors.append(
        .unreadable(path: displayPath(directory), reason: FileSystem.describe(error)))
      return
    }
    for (name, type) in entries {
      let pathExtension = PathText.pathExtension(name)
      // Most entries are files other than Swift sources, which the folder's record tells.
      if type == Int(DT_REG), pathExtension != "swift" { continue }
      let path = PathText.join(directory, name)
      let display = displayPath(path)
      guard !Self.matches(excludePatterns, path: display),
        configurations?.excludes(path, inFolder: directory) != true
      else { continue }
      let known: Entry? =
        switch type {
        case Int(DT_DIR): Entry(isDirectory: true, isLink: false)
        case Int(DT_REG): Entry(isDirectory: false, isLink: false)
        default: Entry(path)
        }
      guard let entry = known else {
        // A dangling symlink: a Swift file the user expects to be read cannot be.
        if pathExtension == "swift" {
          result.errors.append(.unreadable(path: display, reason: "broken symbolic link"))
        }
        continue
      }
      if entry.isDirectory, pathExtension == "xcodeproj" {
        // A project bundle holds no sources.
        result.xcodeProjects.append(URL(fileURLWithPath: path, isDirectory: true))
      } else if entry.isDirectory {
        guard !Self.skippedDirectoryNames.contains(name),
          !Self.skippedDirectoryExtensions.contains(String(pathExtension))
        else { continue }
        if entry.isLink {
          links.append(path)
        } else {
          walk(
            path, realPath: PathText.join(realDirectory, name), into: &result,
            seenFiles: &seenFiles, seenDirectories: &seenDirectories, links: &links)
        }
      } else if pathExtension == "swift", entry.isLink {
        links.append(path)
      } else if pathExtension == "swift",
        seenFiles.insert(PathText.join(realDirectory, name)).inserted
      {
        result.files.append((display, URL(fileURLWithPath: path, isDirectory: false)))
      }
    }
  }

  /// The names in a folder, sorted, with the type its record gives each (`DT_DIR`, `DT_REG`,
  /// `DT_LNK`, or `DT_UNKNOWN` where the file system does not say).
  private static func entries(of directory: String) throws -> [(name: String, type: Int)] {
    guard let handle = opendir(directory) else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    defer { closedir(handle) }
    var entries: [(name: String, type: Int)] = []
    while let record = readdir(handle) {
      let name = withUnsafeBytes(of: record.pointee.d_name) { bytes in
        String(cString: bytes.bindMemory(to: CChar.self).baseAddress!)
      }
      guard name != ".", name != ".." else { continue }
      entries.append((name, Int(record.pointee.d_type)))
    }
    return entries.sorted { $0.name < $1.name }
  }

  /// What a folder entry is, from one `lstat` (and a `stat` to follow a link); nil for a link
  /// to nothing.
  private struct Entry {
    let isDirectory: Bool
    let isLink: Bool

    init(isDirectory: Bool, isLink: Bool) {
      self.isDirectory = isDirectory
      self.isLink = isLink
    }

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

  /// `path` (standardized, absolute) relative to the working directory when inside it.
  func displayPath(_ path: String) -> String {
    guard path.hasPrefix(workingDirectoryPrefix) else {
      return FileSystem.displayPath(URL(fileURLWithPath: path), relativeTo: workingDirectory)
    }
    return String(path.dropFirst(workingDirectoryPrefix.count))
  }

  /// The path with every symbolic link resolved; the path itself when it cannot be.
  private static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
