import Foundation
import SwiftSyntax

/// The oldest OS versions a project supports, so a rule can refuse an API its users' devices
/// lack. Read from `Package.swift` `platforms:` or an `.xcodeproj`'s deployment target
/// settings, or given with `--assume-deployment-target`.
public struct DeploymentTarget: Sendable, Hashable, CustomStringConvertible {
  public enum Platform: String, Sendable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// Major and minor version by platform; platforms the project does not name are absent.
  public let versions: [Platform: [Int]]
  /// Where the versions come from, for messages: `Package.swift`, `App.xcodeproj`, or the flag.
  public let origin: String

  public init(versions: [Platform: [Int]], origin: String) {
    self.versions = versions
    self.origin = origin
  }

  /// `iOS 16, macOS 13`.
  public var description: String {
    versions.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \(Self.text($0.value))" }
      .joined(separator: ", ")
  }

  /// The named platforms whose version is below `minimums`, described (`iOS 16`).
  public func platforms(below minimums: [Platform: [Int]]) -> [String] {
    versions.sorted { $0.key < $1.key }.compactMap { platform, version in
      guard let minimum = minimums[platform], version.lexicographicallyPrecedes(minimum) else {
        return nil
      }
      return "\(platform.rawValue) \(Self.text(version))"
    }
  }

  /// Parses `iOS17`, `iOS 17.0`, `macos=14` and comma-separated lists of them, as
  /// `--assume-deployment-target` takes them.
  public static func parse(_ text: String) throws(RemodelError) -> DeploymentTarget {
    try parse(text, origin: "--assume-deployment-target")
  }

  /// The same, naming where the text was written (a configuration file) in messages.
  public static func parse(_ text: String, origin: String) throws(RemodelError) -> DeploymentTarget
  {
    var versions: [Platform: [Int]] = [:]
    for item in text.split(separator: ",") {
      let trimmed = item.trimmingCharacters(in: .whitespaces)
      let name = trimmed.prefix { $0.isLetter }
      let number = trimmed.dropFirst(name.count).drop { $0 == " " || $0 == "=" }
      guard
        let platform = Platform.allCases.first(where: {
          $0.rawValue.lowercased() == name.lowercased()
        }), let version = self.version(String(number))
      else { throw .invalidDeploymentTarget(text) }
      versions[platform] = version
    }
    guard !versions.isEmpty else { throw .invalidDeploymentTarget(text) }
    return DeploymentTarget(versions: versions, origin: origin)
  }

  /// `platforms: [.iOS(.v16), .macOS("13.0")]` in a package manifest; a manifest without
  /// `platforms:` gets SwiftPM's oldest defaults.
  static func fromManifest(_ manifest: ParsedSource) -> DeploymentTarget {
    var versions: [Platform: [Int]] = [:]
    var sawPlatforms = false
    for token in manifest.tree.tokens(viewMode: .sourceAccurate) where token.text == "platforms" {
      guard let argument = token.parent?.as(LabeledExprSyntax.self),
        let array = argument.expression.as(ArrayExprSyntax.self)
      else { continue }
      sawPlatforms = true
      for element in array.elements {
        guard let call = element.expression.as(FunctionCallExprSyntax.self),
          let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
          let platform = Platform(rawValue: name), let value = call.arguments.first?.expression
        else { continue }
        let written =
          value.as(MemberAccessExprSyntax.self).map {
            String($0.declName.baseName.text.dropFirst()).replacingOccurrences(of: "_", with: ".")
          } ?? value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        if let version = written.flatMap(Self.version) { versions[platform] = version }
      }
    }
    if !sawPlatforms {
      versions = [.iOS: [12, 0], .macOS: [10, 13], .tvOS: [12, 0], .watchOS: [4, 0]]
    }
    return DeploymentTarget(versions: versions, origin: manifest.path)
  }

  /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` (and the other platforms' settings) in a
  /// `project.pbxproj`; nil when it names none.
  static func fromXcodeProject(_ text: String, origin: String) -> DeploymentTarget? {
    let settings: [(String, Platform)] = [
      ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
      ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
      ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]
    var versions: [Platform: [Int]] = [:]
    // Projects run to tens of thousands of lines; trimming each costs more than this test.
    for line in text.split(whereSeparator: \.isNewline) where line.contains("_DEPLOYMENT_TARGET") {
      let parts = line.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ";\"")))
      }
      guard parts.count == 2, let platform = settings.first(where: { $0.0 == parts[0] })?.1,
        let version = version(parts[1])
      else { continue }
      if let known = versions[platform], known.lexicographicallyPrecedes(version) { continue }
      versions[platform] = version
    }
    return versions.isEmpty ? nil : DeploymentTarget(versions: versions, origin: origin)
  }

  private static func version(_ text: String) -> [Int]? {
    let parts = text.split(separator: ".").map { Int($0) }
    guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
    let numbers = parts.compactMap { $0 }
    return numbers.count == 1 ? numbers + [0] : Array(numbers.prefix(2))
  }

  private static func text(_ version: [Int]) -> String {
    version.count > 1 && version[1] != 0
      ? version.map(String.init).joined(separator: ".") : String(version[0])
  }
}

/// What the scanned package manifests and Xcode project say about the code below them: the
/// deployment target and whether a library's clients may live outside the scanned sources.
public struct ProjectSettings: Sendable {
  struct Manifest: Sendable {
    /// The manifest's folder as a display path prefix (`""` or `Packages/Backend/`).
    let folder: String
    let path: String
    let target: DeploymentTarget
    let declaresLibrary: Bool
    /// Code outside the scan may depend on the package (see `mayHaveClientsOutside`).
    let isReachableFromOutside: Bool
  }

  let manifests: [Manifest]
  /// The folders of scanned Tuist projects (`Project.swift`) that no code outside the scan can
  /// depend on: `""` or `Modules/`.
  let closedProjectFolders: [String]
  let xcodeProject: DeploymentTarget?
  let assumed: DeploymentTarget?
  /// By display path: what each file's `.remodel.json` assumes.
  let configured: [String: DeploymentTarget]

  public init() {
    self.init(manifests: [], xcodeProject: nil, assumed: nil)
  }

  init(
    manifests: [Manifest], closedProjectFolders: [String] = [], xcodeProject: DeploymentTarget?,
    assumed: DeploymentTarget?, configured: [String: DeploymentTarget] = [:]
  ) {
    self.manifests = manifests
    self.closedProjectFolders = closedProjectFolders
    self.xcodeProject = xcodeProject
    self.assumed = assumed
    self.configured = configured
  }

  /// Reads every scanned `Package.swift`, and an `.xcodeproj` in a scanned folder (`roots`) or
  /// a folder above it up to the working directory; `assumed` (`--assume-deployment-target`)
  /// overrides both, and so does a file's configuration (`configured`, by display path) for it.
  static func discover(
    assumed: DeploymentTarget?, configured: [String: DeploymentTarget] = [:],
    sources: [ParsedSource], roots: [URL], workingDirectory: URL
  ) -> ProjectSettings {
    let manifests = sources.filter { ($0.path as NSString).lastPathComponent == "Package.swift" }
      .map { manifest in
        Manifest(
          folder: String(manifest.path.dropLast("Package.swift".count)), path: manifest.path,
          target: DeploymentTarget.fromManifest(manifest),
          declaresLibrary: manifest.file.contains(".library("),
          isReachableFromOutside: mayHaveClientsOutside(
            packageFolder: URL(
              fileURLWithPath: (manifest.path as NSString).deletingLastPathComponent,
              relativeTo: workingDirectory),
            roots: roots))
      }
    // Tuist builds a project only from a local path: its targets serve the repository's own
    // code, all of it scanned when the scan covers the repository.
    let closedProjectFolders = sources.filter {
      ($0.path as NSString).lastPathComponent == "Project.swift"
        && $0.file.contains("import ProjectDescription")
    }.filter { project in
      !mayHaveClientsOutside(
        packageFolder: URL(
          fileURLWithPath: (project.path as NSString).deletingLastPathComponent,
          relativeTo: workingDirectory),
        roots: roots, fetchableFromItsRoot: false)
    }.map { String($0.path.dropLast("Project.swift".count)) }
    let top = workingDirectory.standardizedFileURL.path
    let folders = roots.flatMap { root -> [URL] in
      var folder = root.standardizedFileURL
      var chain = [folder]
      while folder.path.hasPrefix(top + "/") {
        folder = folder.deletingLastPathComponent()
        chain.append(folder)
      }
      return chain
    }
    var xcodeProject: DeploymentTarget?
    search: for folder in folders {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
        let file = folder.appendingPathComponent(entry).appendingPathComponent("project.pbxproj")
        if let text = try? String(contentsOf: file, encoding: .utf8),
          let target = DeploymentTarget.fromXcodeProject(text, origin: entry)
        {
          xcodeProject = target
          break search
        }
      }
    }
    return ProjectSettings(
      manifests: manifests, closedProjectFolders: closedProjectFolders,
      xcodeProject: xcodeProject, assumed: assumed, configured: configured)
  }

  /// Whether code outside the scan may use the package's products. SwiftPM fetches a package
  /// only from the root of its repository (`fetchableFromItsRoot`), so one nested deeper
  /// (`Packages/Shared`) serves only the repository's own code, all of it scanned when the scan
  /// covers the repository and no podspec there publishes sources another way.
  static func mayHaveClientsOutside(
    packageFolder: URL, roots: [URL], fetchableFromItsRoot: Bool = true
  ) -> Bool {
    let package = packageFolder.standardizedFileURL
    let files = FileManager.default
    var repository = package
    while !files.fileExists(atPath: repository.appendingPathComponent(".git").path) {
      let parent = repository.deletingLastPathComponent()
      guard parent.path != repository.path else { return true }
      repository = parent
    }
    guard !fetchableFromItsRoot || repository.path != package.path,
      roots.contains(where: { root in
        let scanned = root.standardizedFileURL.path
        return repository.path == scanned || repository.path.hasPrefix(scanned + "/")
      })
    else { return true }
    let entries = (try? files.contentsOfDirectory(atPath: repository.path)) ?? []
    return entries.contains { $0.hasSuffix(".podspec") }
  }

  /// The target for the file at `path`: the flag, else its configuration's, else its nearest
  /// enclosing `Package.swift`, else the Xcode project; nil when nothing says.
  public func deploymentTarget(for path: String) -> DeploymentTarget? {
    assumed ?? configured[path] ?? manifest(enclosing: path)?.target ?? xcodeProject
  }

  /// The enclosing `Package.swift` when it declares a library product that code outside the
  /// scan may use.
  public func libraryManifest(for path: String) -> String? {
    manifest(enclosing: path).flatMap {
      $0.declaresLibrary && $0.isReachableFromOutside ? $0.path : nil
    }
  }

  /// Whether only scanned code can use what the file at `path` declares `public`: it lies in a
  /// scanned package that publishes no library to code outside the scan, or in a Tuist project
  /// that nothing outside the scan can depend on.
  public func onlyScannedCodeUses(_ path: String) -> Bool {
    manifest(enclosing: path).map { !$0.declaresLibrary || !$0.isReachableFromOutside }
      ?? closedProjectFolders.contains { path.hasPrefix($0) }
  }

  private func manifest(enclosing path: String) -> Manifest? {
    manifests.filter { path.hasPrefix($0.folder) }.max { $0.folder.count < $1.folder.count }
  }
}
