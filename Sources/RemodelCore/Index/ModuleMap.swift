import Foundation

/// Which modules each scanned file is compiled into, so that same-named types of different
/// targets or apps in one scan (a monorepo, sample projects, an app and its local packages, an app
/// and its widget) stay apart: a SwiftPM target's folder (`…/Sources/<Target>/` or
/// `…/Tests/<Target>/` beside a `Package.swift`), a playground, else the nearest folder holding
/// `.xcodeproj`s or a `Package.swift`: the Xcode targets listing the file (all of that folder's
/// projects' targets when none does) when a `project.pbxproj` reads and has targets, else the
/// folder itself; else one module for everything. A file some other scanned project lists (its
/// `../Shared/Model.swift`) is in that project's targets too. Folders above the working directory
/// are not read.
public struct ModuleMap: Sendable {
  public struct Module: Hashable, Sendable {
    /// The module's folder, or its Xcode project and target; `""` when nothing marks one, which
    /// sees and is seen by all.
    public let key: String
    /// The name other modules import it by.
    public let name: String?
    /// Its build makes a type declared without an isolation `@MainActor` (Xcode's
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, SwiftPM's `.defaultIsolation(MainActor.self)`).
    public var defaultsToMainActor = false
    /// Whether it builds tests (a SwiftPM `.testTarget`, an Xcode unit or UI test bundle); nil
    /// where no manifest or project says what the folder builds.
    public var isTest: Bool? = nil
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
  /// Files in an Xcode project's folder that none of its targets compiles: a leftover on disk.
  private let uncompiled: Set<String>
  /// Files an Xcode project compiles through a folder it synchronises (Xcode 16), with that
  /// folder, and files it lists one by one: a file added in the folder of the first is compiled
  /// with it, one added beside the second is not.
  private let synchronizedFolders: [String: String]
  private let listedOneByOne: Set<String>
  /// Files under a project generator's manifest (XcodeGen's `project.yml`, Tuist's
  /// `Project.swift`) with no Xcode project or package nearer, by the manifest's display path.
  private let generatedProjects: [String: String]

  /// Where a file added for the code of one file is compiled with it.
  public enum NewFilePlacement: Equatable, Sendable {
    /// Anywhere in the module's folder: a package target, or files no project lists.
    case moduleFolder
    /// Only in this folder (a display path), which an Xcode project synchronises.
    case synchronizedFolder(String)
    /// Nowhere: an Xcode project lists each file it compiles.
    case none
    /// Unknown: a project generator's manifest (a display path) names the folders its targets
    /// compile, which the reader does not follow.
    case generatedProject(String)
  }

  public init() {
    modules = [:]
    isModular = false
    sameNamed = [:]
    folders = [:]
    uncompiled = []
    synchronizedFolders = [:]
    listedOneByOne = []
    generatedProjects = [:]
  }

  /// `paths` are display paths relative to `workingDirectory`, as the index uses them;
  /// `projects` are the `.xcodeproj` bundles the scan passed, which may compile files outside
  /// their folder (those in a folder above a file are found anyway).
  public init(paths: [String], projects: [URL] = [], workingDirectory: URL) {
    let top = PathText.standardized(workingDirectory)
    var markers = FolderMarkers(top: top)
    let files = paths.map { PathText.absolute($0, in: top) }
    markers.readProjects(projects.map(PathText.standardized), around: files)
    var modules: [String: [Module]] = [:]
    var uncompiled: Set<String> = []
    var synchronizedFolders: [String: String] = [:]
    var listedOneByOne: Set<String> = []
    var generatedProjects: [String: String] = [:]
    for (path, file) in zip(paths, files) {
      let (containing, isListed) = markers.modules(containing: file)
      modules[path] = containing
      if !isListed { uncompiled.insert(path) }
      if let folder = markers.synchronizedFolder(around: file) {
        // The folder as the file's display path names it.
        synchronizedFolders[path] = String(path.dropLast(file.count - folder.count))
      } else if markers.isListedOneByOne(file) {
        listedOneByOne.insert(path)
      } else if let manifest = markers.generatorManifest(above: file) {
        // The manifest's folder as the file's display path names it.
        let folder = String(path.dropLast(file.count - PathText.parent(manifest).count))
        let name = PathText.lastComponent(manifest)
        generatedProjects[path] = folder.isEmpty ? String(name) : PathText.join(folder, name)
      }
    }
    self.modules = modules
    self.uncompiled = uncompiled
    self.synchronizedFolders = synchronizedFolders
    self.listedOneByOne = listedOneByOne
    self.generatedProjects = generatedProjects
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

  /// Whether the file lies in an Xcode project's folder but no target of the project compiles
  /// it. Its declarations yield to compiled ones of the same name; its uses are still followed,
  /// in case it is compiled in a way the reader does not know.
  public func isUncompiled(_ path: String) -> Bool {
    uncompiled.contains(path)
  }

  /// Where a file added for the code in the file at `path` is compiled with it.
  public func newFilePlacement(beside path: String) -> NewFilePlacement {
    if let folder = synchronizedFolders[path] { return .synchronizedFolder(folder) }
    if let manifest = generatedProjects[path] { return .generatedProject(manifest) }
    return listedOneByOne.contains(path) ? .none : .moduleFolder
  }

  /// The modules compiling the file, in a stable order; never empty.
  public func modules(of path: String) -> [Module] {
    modules[path] ?? [Module(key: "", name: nil)]
  }

  /// Whether every module compiling the file at `path` makes its types `@MainActor` unless
  /// they say otherwise.
  public func defaultsToMainActor(_ path: String) -> Bool {
    modules(of: path).allSatisfy(\.defaultsToMainActor)
  }

  /// Whether the file at `path` is built only into tests; nil where no manifest or project
  /// says what builds it.
  public func isTestOnly(_ path: String) -> Bool? {
    let isTest = modules(of: path).map(\.isTest)
    guard !isTest.contains(nil) else { return nil }
    return isTest.allSatisfy { $0 == true }
  }
}

/// What the folders above a file hold, looked up once per folder, and the Xcode projects the
/// scan passed or found above a file, each read once.
private struct FolderMarkers {
  /// The working directory: folders above it are not read, as for deployment targets.
  let top: String
  private var cache: [String: (package: Bool, projects: [String], generator: String?)] = [:]
  private var markerByFolder: [String: Marker] = [:]
  /// By the folder holding the `Package.swift`.
  private var targetsByPackage: [String: PackageTargets] = [:]
  /// By the `.xcodeproj` path; those whose `project.pbxproj` reads.
  private var projects: [String: XcodeProject] = [:]
  /// The projects listing a file or synchronising a folder, by its path.
  private var listers: [String: [String]] = [:]
  private var listedFiles: Set<String> = []
  private var synchronizedFolders: Set<String> = []

  init(top: String) { self.top = top }

  /// Reads `discovered` and every project in a folder above one of `files`, so that a file
  /// any of them lists is in its targets wherever it lies (`../Shared/Model.swift`).
  mutating func readProjects(_ discovered: [String], around files: [String]) {
    var found = Set(discovered)
    var visited: Set<String> = []
    for file in files {
      var folder = PathText.parent(file)
      while visited.insert(folder).inserted {
        for name in markers(of: folder).projects { found.insert(PathText.join(folder, name)) }
        let parent = PathText.parent(folder)
        if parent == folder || folder == top { break }
        folder = parent
      }
    }
    for path in found.sorted() {
      guard let project = XcodeProject(at: URL(fileURLWithPath: path)) else { continue }
      projects[path] = project
      for listed in project.listedFiles {
        listers[listed, default: []].append(path)
        listedFiles.insert(listed)
      }
      for folder in project.synchronizedFolderPaths {
        listers[folder, default: []].append(path)
        synchronizedFolders.insert(folder)
      }
    }
  }

  func isListedOneByOne(_ path: String) -> Bool { listedFiles.contains(path) }

  /// The nearest project generator's manifest above `path`, unless an Xcode project or a
  /// package is nearer, which then decides what is compiled.
  mutating func generatorManifest(above path: String) -> String? {
    var folder = PathText.parent(path)
    while true {
      let here = markers(of: folder)
      if here.package || !here.projects.isEmpty { return nil }
      if let manifest = here.generator { return PathText.join(folder, manifest) }
      let parent = PathText.parent(folder)
      if parent == folder || folder == top { return nil }
      folder = parent
    }
  }

  /// The outermost folder above `path` that an Xcode project synchronises.
  func synchronizedFolder(around path: String) -> String? {
    var ancestor = path
    var outermost: String?
    while let slash = ancestor.lastIndex(of: "/") {
      ancestor = String(ancestor[..<slash])
      if synchronizedFolders.contains(ancestor) { outermost = ancestor }
    }
    return outermost
  }

  /// The modules of a file, and whether it is listed: false when its folder's projects have
  /// targets and none compiles it.
  mutating func modules(containing file: String) -> (modules: [ModuleMap.Module], isListed: Bool) {
    let listing = targets(listing: file)
    switch marker(from: PathText.parent(file)) {
    case .modules(let modules):
      guard !listing.isEmpty else { return (modules, true) }
      // A project compiling a file outside its folder says more than the module seeing all.
      return (modules.filter { !$0.key.isEmpty } + listing, true)
    case .projects(let paths, let folderModule):
      guard listing.isEmpty else { return (listing, true) }
      // Every target when none lists the file, as it may still be compiled in a way the
      // reader does not follow, and its uses must not be left behind.
      let all = paths.flatMap { path in
        projects[path].map { modules(of: $0.targets, in: path) } ?? []
      }
      return all.isEmpty ? ([folderModule], true) : (all, false)
    }
  }

  /// The targets of every project listing the file or synchronising a folder above it.
  private func targets(listing path: String) -> [ModuleMap.Module] {
    guard !listers.isEmpty else { return [] }
    var candidates: Set<String> = []
    var ancestor = path
    while !ancestor.isEmpty {
      candidates.formUnion(listers[ancestor] ?? [])
      ancestor = String(ancestor[..<(ancestor.lastIndex(of: "/") ?? ancestor.startIndex)])
    }
    return candidates.sorted().flatMap { projectPath in
      projects[projectPath].map { modules(of: $0.targets(compiling: path), in: projectPath) } ?? []
    }
  }

  private func modules(of targets: [XcodeProject.Target], in projectPath: String)
    -> [ModuleMap.Module]
  {
    targets.map {
      ModuleMap.Module(
        key: projectPath + "#" + $0.id, name: $0.moduleName,
        defaultsToMainActor: $0.defaultsToMainActor, isTest: $0.isTest)
    }
  }

  /// What decides the modules of the files in a folder: the modules themselves, or the Xcode
  /// projects beside it, whose targets list each file (its folder's module when none reads).
  private enum Marker {
    case modules([ModuleMap.Module])
    case projects([String], folderModule: ModuleMap.Module)
  }

  /// The nearest marker above `start`, found once per folder: every file in it shares it.
  private mutating func marker(from start: String) -> Marker {
    if let known = markerByFolder[start] { return known }
    var folder = start
    let found: Marker
    while true {
      let parent = PathText.parent(folder)
      let name = String(PathText.lastComponent(folder))
      // A playground's pages see only the playground (and what it imports).
      if PathText.pathExtension(folder) == "playground" {
        found = .modules([ModuleMap.Module(key: folder, name: nil)])
        break
      }
      if ["Sources", "Tests"].contains(PathText.lastComponent(parent)), folder != top,
        parent != top, markers(of: PathText.parent(parent)).package
      {
        let declared = packageTargets(of: PathText.parent(parent)).module(holding: start)
        found = .modules([declared ?? ModuleMap.Module(key: folder, name: name)])
        break
      }
      let here = markers(of: folder)
      if let first = here.projects.first {
        found = .projects(
          here.projects.map { PathText.join(folder, $0) },
          folderModule: ModuleMap.Module(
            key: folder, name: String(first.dropLast(".xcodeproj".count))))
        break
      }
      if here.package {
        let declared = packageTargets(of: folder).module(holding: start)
        found = .modules([declared ?? ModuleMap.Module(key: folder, name: name)])
        break
      }
      if parent == folder || folder == top {
        found = .modules([ModuleMap.Module(key: "", name: nil)])
        break
      }
      folder = parent
    }
    markerByFolder[start] = found
    return found
  }

  private mutating func packageTargets(of packageFolder: String) -> PackageTargets {
    if let known = targetsByPackage[packageFolder] { return known }
    let read = PackageTargets(packageFolder: packageFolder)
    targetsByPackage[packageFolder] = read
    return read
  }

  private mutating func markers(of folder: String) -> (
    package: Bool, projects: [String], generator: String?
  ) {
    if let known = cache[folder] { return known }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let found = (
      names.contains("Package.swift"), names.filter { $0.hasSuffix(".xcodeproj") }.sorted(),
      ["project.yml", "project.yaml", "Project.swift"].first(where: names.contains)
    )
    cache[folder] = found
    return found
  }
}
