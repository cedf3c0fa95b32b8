import Foundation

/// The native targets of an `.xcodeproj` and the files each compiles, read from its
/// `project.pbxproj`: the files of its sources build phases, and the files of the folders it
/// synchronises (Xcode 16) give or take their membership exceptions.
struct XcodeProject: Sendable {
  struct Target: Hashable, Sendable {
    /// The target's object identifier, unique in the project.
    let id: String
    /// The name `import` finds it by: its `PRODUCT_MODULE_NAME`, by default the product name with
    /// every character but letters, digits and `_` replaced by `_`.
    let moduleName: String
    /// Every build configuration sets `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (Xcode 26's
    /// default for new app targets): a type declared without an isolation is `@MainActor`.
    var defaultsToMainActor = false
    /// It builds a unit or UI test bundle.
    var isTest = false
  }

  /// A `PBXFileSystemSynchronizedRootGroup`: every file below `path` belongs to the targets
  /// listing the folder, except that each target's exceptions toggle its membership of them.
  private struct SynchronizedFolder: Sendable {
    let path: String
    let targets: Set<Target>
    let exceptions: [Target: Set<String>]
  }

  /// Every native target, ordered by identifier.
  let targets: [Target]
  /// By standardized absolute path.
  private let targetsByFile: [String: Set<Target>]
  private let synchronizedFolders: [SynchronizedFolder]

  /// Reads `<project>.xcodeproj/project.pbxproj`; nil when it cannot be read or parsed.
  init?(at projectURL: URL) {
    let file = projectURL.appendingPathComponent("project.pbxproj")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    self.init(text: text, folder: projectURL.deletingLastPathComponent().standardizedFileURL.path)
  }

  /// `folder` holds the `.xcodeproj`; `SOURCE_ROOT` paths are relative to it. The `.xcconfig`
  /// files the build configurations name are read from disk.
  init?(text: String, folder: String) {
    guard let root = PropertyList(parsing: text), case .dictionary(let objects)? = root["objects"]
    else { return nil }
    let project = root["rootObject"]?.string.flatMap { objects[$0] }
    let sourceRoot = Self.join(folder, project?["projectDirPath"]?.string ?? "")
    let paths = GroupPaths(objects: objects, sourceRoot: sourceRoot)

    var targetsByFile: [String: Set<Target>] = [:]
    var targetsByFolder: [String: Set<Target>] = [:]
    var targetsByID: [String: Target] = [:]
    // Read once for all targets: each configuration's settings from the project's level.
    var projectSettings: [String: [String: String]] = [:]
    for configuration in Self.configurations(of: project, objects: objects) {
      let name = configuration["name"]?.string ?? ""
      guard projectSettings[name] == nil else { continue }
      projectSettings[name] = Self.layer(configuration, paths: paths)
    }
    for (id, object) in objects where object["isa"]?.string == "PBXNativeTarget" {
      let layered = Self.configurations(of: object, objects: objects).map { configuration in
        var settings = BuildSettings(["TARGET_NAME": object["name"]?.string ?? ""])
        settings.override(with: projectSettings[configuration["name"]?.string ?? ""] ?? [:])
        settings.override(with: Self.layer(configuration, paths: paths))
        return settings
      }
      guard let name = Self.productModuleName(of: object, layered: layered) else { continue }
      let target = Target(
        id: id, moduleName: Self.moduleName(of: name),
        defaultsToMainActor: !layered.isEmpty
          && layered.allSatisfy { $0.expanded("SWIFT_DEFAULT_ACTOR_ISOLATION") == "MainActor" },
        isTest: [
          "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
        ].contains(object["productType"]?.string))
      targetsByID[id] = target
      let phases = object["buildPhases"]?.strings.compactMap { objects[$0] } ?? []
      for phase in phases where phase["isa"]?.string == "PBXSourcesBuildPhase" {
        for buildFile in phase["files"]?.strings ?? [] {
          guard let reference = objects[buildFile]?["fileRef"]?.string,
            let path = paths.path(of: reference)
          else { continue }
          targetsByFile[path, default: []].insert(target)
        }
      }
      for folderID in object["fileSystemSynchronizedGroups"]?.strings ?? [] {
        targetsByFolder[folderID, default: []].insert(target)
      }
    }
    var synchronizedFolders: [SynchronizedFolder] = []
    for (id, object) in objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup"
    {
      guard let path = paths.path(of: id) else { continue }
      var exceptions: [Target: Set<String>] = [:]
      for exceptionID in object["exceptions"]?.strings ?? [] {
        guard let exception = objects[exceptionID],
          exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          let target = exception["target"]?.string.flatMap({ targetsByID[$0] })
        else { continue }
        exceptions[target, default: []].formUnion(exception["membershipExceptions"]?.strings ?? [])
      }
      synchronizedFolders.append(
        SynchronizedFolder(
          path: path, targets: targetsByFolder[id, default: []], exceptions: exceptions))
    }
    self.targets = targetsByID.values.sorted { $0.id < $1.id }
    self.targetsByFile = targetsByFile
    self.synchronizedFolders = synchronizedFolders
  }

  /// Every file some target lists, wherever it is (a project may compile `../Shared/Model.swift`).
  var listedFiles: Dictionary<String, Set<Target>>.Keys { targetsByFile.keys }

  /// The folders whose files targets take in whole.
  var synchronizedFolderPaths: [String] { synchronizedFolders.map(\.path) }

  /// The targets compiling the file at the standardized absolute `path`, ordered by identifier.
  func targets(compiling path: String) -> [Target] {
    var targets = targetsByFile[path, default: []]
    for folder in synchronizedFolders where path.hasPrefix(folder.path + "/") {
      let relative = String(path.dropFirst(folder.path.count + 1))
      for target in folder.targets.union(folder.exceptions.keys) {
        let excepted = folder.exceptions[target, default: []].contains {
          relative == $0 || relative.hasPrefix($0 + "/")
        }
        if folder.targets.contains(target) != excepted { targets.insert(target) }
      }
    }
    return targets.sorted { $0.id < $1.id }
  }

  /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, as the first of the target's build
  /// configurations setting it says (`layered`: each configuration's settings over those it
  /// inherits from its `.xcconfig` and the project's; a setting referring to one that is not
  /// known is passed over); else the target's product name.
  private static func productModuleName(of target: PropertyList, layered: [BuildSettings])
    -> String?
  {
    for setting in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
      for settings in layered {
        if let name = settings.expanded(setting), !name.isEmpty { return name }
      }
    }
    return (target["productName"] ?? target["name"])?.string
  }

  /// A build configuration's own settings laid over those of its `.xcconfig`.
  private static func layer(_ configuration: PropertyList, paths: GroupPaths) -> [String: String] {
    var settings = baseConfiguration(of: configuration, paths: paths)
    if case .dictionary(let own)? = configuration["buildSettings"] {
      settings.merge(own.compactMapValues(\.string)) { _, own in own }
    }
    return settings
  }

  private static func configurations(
    of owner: PropertyList?, objects: [String: PropertyList]
  ) -> [PropertyList] {
    owner?["buildConfigurationList"]?.string.flatMap { objects[$0] }?["buildConfigurations"]?
      .strings.compactMap { objects[$0] } ?? []
  }

  /// The settings of the configuration's `.xcconfig`: a file reference, or (Xcode 16) a path
  /// inside a synchronised folder.
  private static func baseConfiguration(
    of configuration: PropertyList, paths: GroupPaths
  ) -> [String: String] {
    let path: String?
    if let reference = configuration["baseConfigurationReference"]?.string {
      path = paths.path(of: reference)
    } else if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
      let relative = configuration["baseConfigurationReferenceRelativePath"]?.string
    {
      path = paths.path(of: anchor).map { join($0, relative) }
    } else {
      path = nil
    }
    return path.map(BuildSettings.configurationFile(at:)) ?? [:]
  }

  /// Xcode's `c99extidentifier`: `Pocket Casts Watch App` is imported as `Pocket_Casts_Watch_App`.
  static func moduleName(of productName: String) -> String {
    let name = String(
      productName.map { $0.isLetter || $0.isASCII && $0.isNumber || $0 == "_" ? $0 : "_" })
    return name.first?.isNumber == true ? "_" + name : name
  }

  fileprivate static func join(_ folder: String, _ path: String) -> String {
    path.isEmpty ? folder : path.hasPrefix("/") ? path : folder + "/" + path
  }
}

/// Where file references and groups point, through the group hierarchy: `<group>` is relative to
/// the enclosing group's folder (a group without `path` adds nothing), `SOURCE_ROOT` to the
/// project's folder, `<absolute>` stands alone; other source trees (SDKs, build products) are not
/// sources.
private struct GroupPaths {
  let objects: [String: PropertyList]
  let sourceRoot: String
  /// The group listing each object among its `children`.
  private let parents: [String: String]

  /// Far deeper than real groups nest; ends a cycle in a damaged file.
  private static let maximumDepth = 100

  init(objects: [String: PropertyList], sourceRoot: String) {
    self.objects = objects
    self.sourceRoot = sourceRoot
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"]?.strings ?? [] { parents[child] = id }
    }
    self.parents = parents
  }

  /// The standardized absolute path; nil when it is not under a known folder.
  func path(of id: String) -> String? {
    folder(of: id, depth: 0).map { URL(fileURLWithPath: $0).standardizedFileURL.path }
  }

  private func folder(of id: String, depth: Int) -> String? {
    guard depth < Self.maximumDepth, let object = objects[id] else { return nil }
    let path = object["path"]?.string ?? ""
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<absolute>": return path.isEmpty ? nil : path
    case "SOURCE_ROOT": return XcodeProject.join(sourceRoot, path)
    case "<group>":
      guard let parent = parents[id] else { return XcodeProject.join(sourceRoot, path) }
      return folder(of: parent, depth: depth + 1).map { XcodeProject.join($0, path) }
    default: return nil
    }
  }
}
