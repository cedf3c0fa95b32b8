import Foundation
import RemodelCore

/// One `Fixtures/<rule-id>/<case>/` folder: `before/`, an optional `after/` (absent: nothing may
/// change and nothing may be reported), an optional `findings.txt` (the exact `check` output) and
/// an optional `options.txt` (command-line flags for the case, one a line: `--unsafe-fixes` or
/// `--assume-deployment-target PLATFORMS`).
struct FixtureCase: CustomStringConvertible, Sendable {
  let ruleID: String
  let name: String
  let directory: URL

  var before: URL { directory.appendingPathComponent("before") }
  var after: URL? { existing(directory.appendingPathComponent("after")) }
  var findingsFile: URL? { existing(directory.appendingPathComponent("findings.txt")) }
  /// The tree the engine must produce from `before/`.
  var expected: URL { after ?? before }
  var description: String { "\(ruleID)/\(name)" }

  /// Folders of `Fixtures/` that are not rule fixtures.
  static let nonRuleFolders: Set<String> = ["Stubs", "Demo"]

  static let all: [FixtureCase] = {
    let root = TestSupport.fixturesRoot
    let ruleFolders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return ruleFolders.sorted().filter { !nonRuleFolders.contains($0) && !$0.hasPrefix(".") }
      .flatMap { rule in
        let ruleDirectory = root.appendingPathComponent(rule)
        let cases = (try? FileManager.default.contentsOfDirectory(atPath: ruleDirectory.path)) ?? []
        return cases.sorted().filter { !$0.hasPrefix(".") }.map {
          FixtureCase(ruleID: rule, name: $0, directory: ruleDirectory.appendingPathComponent($0))
        }
      }
  }()

  /// The flags in `options.txt`, one per line.
  var flags: [String] {
    let url = directory.appendingPathComponent("options.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(whereSeparator: \.isNewline).map(String.init)
  }

  /// Options that run only this case's rule over `directory`, as `--rules <id>` would.
  func options(in directory: URL) -> RunOptions {
    RunOptions(
      paths: ["."], rules: RuleRegistry.rule(withID: ruleID).map { [$0] } ?? [],
      unsafeFixes: flags.contains("--unsafe-fixes"), jobs: 2, workingDirectory: directory,
      assumedDeploymentTarget: assumedDeploymentTarget)
  }

  /// The value of `--assume-deployment-target PLATFORMS` in `options.txt`.
  var assumedDeploymentTarget: DeploymentTarget? {
    flags.lazy.compactMap { flag -> DeploymentTarget? in
      guard flag.hasPrefix(Self.deploymentTargetFlag) else { return nil }
      return try? DeploymentTarget.parse(String(flag.dropFirst(Self.deploymentTargetFlag.count)))
    }.first
  }

  static let deploymentTargetFlag = "--assume-deployment-target "

  private func existing(_ url: URL) -> URL? {
    FileManager.default.fileExists(atPath: url.path) ? url : nil
  }
}

/// The SwiftUI and Combine stand-ins, compiled once per test run and shared by every type-check.
enum Stubs {
  struct BuildFailure: Error, CustomStringConvertible {
    let description: String
  }

  static let modules: Result<URL, BuildFailure> = {
    do {
      let output = try TestSupport.temporaryDirectory("remodel-stubs")
      // In dependency order: ComposableArchitecture builds on Combine, SwiftUI on UIKit.
      for module in [
        "Combine", "ComposableArchitecture", "CoreData", "Factory", "GroupActivities", "SwiftData",
        "UIKit", "SwiftUI",
      ] {
        let sources = try swiftFiles(
          in: TestSupport.fixturesRoot.appendingPathComponent("Stubs/\(module)"))
        let result = try TestSupport.run(
          "swiftc",
          [
            "-swift-version", "5", "-parse-as-library", "-emit-module", "-module-name", module,
            "-I", output.path, "-emit-module-path",
            output.appendingPathComponent("\(module).swiftmodule").path,
          ]
            + sources.map(\.path))
        guard result.status == 0 else {
          return .failure(
            BuildFailure(description: "stub \(module) does not build:\n\(result.error)"))
        }
      }
      return .success(output)
    } catch {
      return .failure(BuildFailure(description: "\(error)"))
    }
  }()

  /// Type-checks the Swift files below `directory`, each module on its own as Remodel tells
  /// modules apart (SwiftPM targets, Xcode targets, apps beside their own `.xcodeproj`), modules another one
  /// imports first; returns the compiler's diagnostics when one fails.
  static func typecheck(_ directory: URL) throws -> String? {
    let moduleDirectory = try modules.get()
    let paths = try swiftFiles(in: directory).map {
      String($0.path.dropFirst(directory.path.count + 1))
    }
    let map = ModuleMap(paths: paths, workingDirectory: directory)
    // A file several targets compile is type-checked in each of them; one none compiles in none.
    var pending: [ModuleMap.Module: [String]] = [:]
    for path in paths where !map.isUncompiled(path) {
      for module in map.modules(of: path) { pending[module, default: []].append(path) }
    }
    // Only modules that others import are built, into a folder made when the first one is.
    var built: URL?
    // Imports are read from the text: enough for fixtures, which import at the top.
    let importsAny = { (files: [String], names: Set<String>) throws -> Bool in
      try files.contains { file in
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        return names.contains { text.contains("import \($0)\n") }
      }
    }
    while !pending.isEmpty {
      let names = Set(pending.keys.compactMap(\.name))
      let ready = try pending.first { try !importsAny($0.value, names) } ?? pending.first
      guard let (module, files) = ready else { break }
      pending[module] = nil
      let common =
        ["-swift-version", "5", "-parse-as-library", "-I", moduleDirectory.path]
        + (module.defaultsToMainActor ? ["-default-isolation", "MainActor"] : [])
        + (built.map { ["-I", $0.path] } ?? [])
        + files.map { directory.appendingPathComponent($0).path }
      let checked = try TestSupport.run("swiftc", ["-typecheck"] + common)
      if checked.status != 0 { return checked.error }
      if let name = module.name, try pending.values.contains(where: { try importsAny($0, [name]) })
      {
        let folder = try built ?? TestSupport.temporaryDirectory("remodel-fixture-modules")
        built = folder
        // With testing enabled, as preview code imports its app's module '@testable'.
        let emitted = try TestSupport.run(
          "swiftc",
          [
            "-emit-module", "-enable-testing", "-module-name", name, "-emit-module-path",
            folder.appendingPathComponent("\(name).swiftmodule").path, "-I", folder.path,
          ] + common)
        if emitted.status != 0 { return emitted.error }
      }
    }
    return nil
  }

  /// The sources to type-check; a package manifest belongs to `PackageDescription`, not to the
  /// module.
  static func swiftFiles(in directory: URL) throws -> [URL] {
    try FileManager.default.subpathsOfDirectory(atPath: directory.path).sorted()
      .filter { $0.hasSuffix(".swift") && ($0 as NSString).lastPathComponent != "Package.swift" }
      .map { directory.appendingPathComponent($0) }
  }
}
