import Foundation

/// Which module each scanned file belongs to, so that same-named types of different targets or
/// apps in one scan (a monorepo, sample projects, an app and its local packages) stay apart:
/// a SwiftPM target's folder (`…/Sources/<Target>/` or `…/Tests/<Target>/` beside a
/// `Package.swift`), a playground, else the nearest folder holding an `.xcodeproj` or a
/// `Package.swift`, else one module for everything. Folders above the working directory are not
/// read.
public struct ModuleMap: Sendable {
  public struct Module: Hashable, Sendable {
    /// The module's folder; `""` when nothing marks one, which sees and is seen by all.
    public let key: String
    /// The name other modules import it by.
    public let name: String?
  }

  private let modules: [String: Module]
  /// Whether the map tells more than one module apart; asked for every file, so kept.
  let isModular: Bool

  public init() {
    modules = [:]
    isModular = false
  }

  /// `paths` are display paths relative to `workingDirectory`, as the index uses them.
  public init(paths: [String], workingDirectory: URL) {
    var markers = FolderMarkers(top: workingDirectory.standardizedFileURL.path)
    var modules: [String: Module] = [:]
    for path in paths {
      let file = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
      modules[path] = markers.module(containing: file)
    }
    self.modules = modules
    isModular = Set(modules.values).count > 1
  }

  public func module(of path: String) -> Module {
    modules[path] ?? Module(key: "", name: nil)
  }
}

/// What the folders above a file hold, looked up once per folder.
private struct FolderMarkers {
  /// The working directory: folders above it are not read, as for deployment targets.
  let top: String
  private var cache: [String: (package: Bool, project: String?)] = [:]

  init(top: String) { self.top = top }

  mutating func module(containing file: URL) -> ModuleMap.Module {
    var folder = file.deletingLastPathComponent()
    while true {
      let parent = folder.deletingLastPathComponent()
      // A playground's pages see only the playground (and what it imports).
      if folder.pathExtension == "playground" {
        return ModuleMap.Module(key: folder.path, name: nil)
      }
      if ["Sources", "Tests"].contains(parent.lastPathComponent), folder.path != top,
        parent.path != top, markers(of: parent.deletingLastPathComponent()).package
      {
        return ModuleMap.Module(key: folder.path, name: folder.lastPathComponent)
      }
      let here = markers(of: folder)
      if here.package || here.project != nil {
        return ModuleMap.Module(key: folder.path, name: here.project ?? folder.lastPathComponent)
      }
      if parent.path == folder.path || folder.path == top {
        return ModuleMap.Module(key: "", name: nil)
      }
      folder = parent
    }
  }

  private mutating func markers(of folder: URL) -> (package: Bool, project: String?) {
    if let known = cache[folder.path] { return known }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let project = names.sorted().first { $0.hasSuffix(".xcodeproj") }
    let found = (names.contains("Package.swift"), project.map { String($0.dropLast(10)) })
    cache[folder.path] = found
    return found
  }
}
