import Foundation

/// Which modules each scanned file is compiled into, so that same-named types of different
/// targets or apps in one scan (a monorepo, sample projects, an app and its local packages, an app
/// and its widget) stay apart: a SwiftPM target's folder (`…/Sources/<Target>/` or
/// `…/Tests/<Target>/` beside a `Package.swift`), a playground, else the nearest folder holding an
/// `.xcodeproj` or a `Package.swift`: the Xcode targets listing the file (all of them when none
/// does) when its `project.pbxproj` reads and has targets, else the folder itself; else one module
/// for everything. Folders above the working directory are not read.
public struct ModuleMap: Sendable {
  public struct Module: Hashable, Sendable {
    /// The module's folder, or its Xcode project and target; `""` when nothing marks one, which
    /// sees and is seen by all.
    public let key: String
    /// The name other modules import it by.
    public let name: String?
  }

  /// One module for most files; a file several Xcode targets compile (a model shared by an app
  /// and its widget) is in each of them.
  private let modules: [String: [Module]]
  /// Whether the map tells more than one module apart; asked for every file, so kept.
  let isModular: Bool
  /// Modules sharing a name with another (two sample apps with a `Shop` target), by name.
  private let sameNamed: [String: [Module]]
  /// The folders of each module's key, for telling which same-named module is nearest.
  private let folders: [String: [Substring]]

  public init() {
    modules = [:]
    isModular = false
    sameNamed = [:]
    folders = [:]
  }

  /// `paths` are display paths relative to `workingDirectory`, as the index uses them.
  public init(paths: [String], workingDirectory: URL) {
    var markers = FolderMarkers(top: workingDirectory.standardizedFileURL.path)
    var modules: [String: [Module]] = [:]
    for path in paths {
      let file = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
      modules[path] = markers.modules(containing: file)
    }
    self.modules = modules
    let distinct = Set(modules.values.joined())
    isModular = distinct.count > 1
    sameNamed = Dictionary(grouping: distinct.filter { $0.name != nil }) { $0.name! }
      .filter { $0.value.count > 1 }
    folders = Dictionary(
      distinct.map { ($0.key, Self.folders(of: $0.key)) }, uniquingKeysWith: { first, _ in first })
  }

  /// Whether `import <declaring's name>` written in `viewer` means `declaring`: of several
  /// modules so named, the nearest ones (a test target imports its own project's app, not a
  /// same-named app of another sample in the scan).
  func importResolves(to declaring: Module, from viewer: Module) -> Bool {
    guard let name = declaring.name, let candidates = sameNamed[name] else { return true }
    let viewerFolders = folders[viewer.key] ?? Self.folders(of: viewer.key)
    // How many leading folders the module shares with the viewer.
    let nearness = { (module: Module) in
      zip(folders[module.key] ?? [], viewerFolders).prefix { $0 == $1 }.count
    }
    return nearness(declaring) == candidates.map(nearness).max()
  }

  /// The folders of a module key: a folder, or `project#target`.
  private static func folders(of key: String) -> [Substring] {
    key.split(separator: "#", maxSplits: 1).first.map { $0.split(separator: "/") } ?? []
  }

  /// The modules compiling the file, in a stable order; never empty.
  public func modules(of path: String) -> [Module] {
    modules[path] ?? [Module(key: "", name: nil)]
  }
}

/// What the folders above a file hold, looked up once per folder, and the Xcode projects among
/// them, read once when a file first needs one.
private struct FolderMarkers {
  /// The working directory: folders above it are not read, as for deployment targets.
  let top: String
  private var cache: [String: (package: Bool, project: String?)] = [:]
  private var markerByFolder: [String: Marker] = [:]
  /// By the `.xcodeproj` path; nil when its `project.pbxproj` does not read.
  private var projects: [String: XcodeProject?] = [:]

  init(top: String) { self.top = top }

  mutating func modules(containing file: URL) -> [ModuleMap.Module] {
    switch marker(from: file.deletingLastPathComponent()) {
    case .modules(let modules):
      return modules
    case .project(let projectURL, let folderModule):
      let targets = targets(compiling: file, in: projectURL)
      return targets.isEmpty ? [folderModule] : targets
    }
  }

  /// What decides the modules of the files in a folder: the modules themselves, or an Xcode
  /// project whose targets list each file (its folder's module when they do not read).
  private enum Marker {
    case modules([ModuleMap.Module])
    case project(URL, folderModule: ModuleMap.Module)
  }

  /// The nearest marker above `start`, found once per folder: every file in it shares it.
  private mutating func marker(from start: URL) -> Marker {
    if let known = markerByFolder[start.path] { return known }
    var folder = start
    let found: Marker
    while true {
      let parent = folder.deletingLastPathComponent()
      // A playground's pages see only the playground (and what it imports).
      if folder.pathExtension == "playground" {
        found = .modules([ModuleMap.Module(key: folder.path, name: nil)])
        break
      }
      if ["Sources", "Tests"].contains(parent.lastPathComponent), folder.path != top,
        parent.path != top, markers(of: parent.deletingLastPathComponent()).package
      {
        found = .modules([ModuleMap.Module(key: folder.path, name: folder.lastPathComponent)])
        break
      }
      let here = markers(of: folder)
      if let project = here.project {
        let name = String(project.dropLast(".xcodeproj".count))
        found = .project(
          folder.appendingPathComponent(project),
          folderModule: ModuleMap.Module(key: folder.path, name: name))
        break
      }
      if here.package {
        found = .modules([ModuleMap.Module(key: folder.path, name: folder.lastPathComponent)])
        break
      }
      if parent.path == folder.path || folder.path == top {
        found = .modules([ModuleMap.Module(key: "", name: nil)])
        break
      }
      folder = parent
    }
    markerByFolder[start.path] = found
    return found
  }

  /// The targets listing the file; every target when none does, as the file may still be
  /// compiled in a way the reader does not follow, and its uses must not be left behind.
  private mutating func targets(compiling file: URL, in projectURL: URL) -> [ModuleMap.Module] {
    if projects[projectURL.path] == nil {
      projects[projectURL.path] = .some(XcodeProject(at: projectURL))
    }
    guard case .some(let project?) = projects[projectURL.path] else { return [] }
    let listing = project.targets(compiling: file.path)
    return (listing.isEmpty ? project.targets : listing).map {
      ModuleMap.Module(key: projectURL.path + "#" + $0.id, name: $0.moduleName)
    }
  }

  private mutating func markers(of folder: URL) -> (package: Bool, project: String?) {
    if let known = cache[folder.path] { return known }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let project = names.sorted().first { $0.hasSuffix(".xcodeproj") }
    let found = (names.contains("Package.swift"), project)
    cache[folder.path] = found
    return found
  }
}
