import Foundation
import RemodelCore
import Testing

/// Where `observable-macro-migration` learns the deployment target: the flag, the nearest
/// `Package.swift`, or an `.xcodeproj` in a scanned folder.
@Suite struct DeploymentTargetTests {
  static let model = """
    import SwiftUI

    final class Model: ObservableObject {
        @Published var count = 0
    }

    """

  private func findings(_ files: [String: String], assumed: String? = nil) throws -> [Finding] {
    let root = try TestSupport.temporaryDirectory()
    for (path, text) in files { try TestSupport.write(text, to: root.appendingPathComponent(path)) }
    let options = RunOptions(
      paths: ["."], rules: [MigrateToObservableMacro()], workingDirectory: root,
      assumedDeploymentTarget: try assumed.map(DeploymentTarget.parse))
    return Engine(options: options).check().findings
  }

  @Test func flagAcceptsPlatformListsAndRejectsTheRest() throws {
    #expect(try DeploymentTarget.parse("iOS17").description == "iOS 17")
    #expect(try DeploymentTarget.parse("ios 17.2, macOS=14").description == "iOS 17.2, macOS 14")
    #expect(throws: RemodelError.invalidDeploymentTarget("android14")) {
      try DeploymentTarget.parse("android14")
    }
    #expect(throws: RemodelError.invalidDeploymentTarget("iOS")) {
      try DeploymentTarget.parse("iOS")
    }
  }

  @Test func xcodeProjectInAScannedFolderGivesItsLowestTarget() throws {
    let settings = """
      IPHONEOS_DEPLOYMENT_TARGET = 17.0;
      MACOSX_DEPLOYMENT_TARGET = 14.0;
      MACOSX_DEPLOYMENT_TARGET = "12.3";
      """
    let found = try findings([
      "App.xcodeproj/project.pbxproj": settings, "Sources/Model.swift": Self.model,
    ])
    #expect(found.count == 1)
    #expect(found.first?.fix == nil)
    #expect(found.first?.message.contains("(macOS 12.3 in App.xcodeproj)") == true)
  }

  @Test func anXcodeProjectAboveTheScannedFolderCounts() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(
      "IPHONEOS_DEPLOYMENT_TARGET = 16.4;\n",
      to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    try TestSupport.write(Self.model, to: root.appendingPathComponent("App/Sources/Model.swift"))
    let options = RunOptions(
      paths: ["App/Sources"], rules: [MigrateToObservableMacro()], workingDirectory: root)
    let found = Engine(options: options).check().findings
    #expect(found.first?.message.contains("(iOS 16.4 in App.xcodeproj)") == true)
  }

  @Test func theFlagOverridesTheProject() throws {
    let found = try findings(
      [
        "App.xcodeproj/project.pbxproj": "MACOSX_DEPLOYMENT_TARGET = 12.0;\n",
        "Model.swift": Self.model,
      ],
      assumed: "macOS14")
    #expect(found.count == 1)
    #expect(found.first?.fix != nil)
  }

  @Test func aManifestWithoutPlatformsMeansSwiftPMDefaults() throws {
    let manifest =
      "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\")\n"
    let found = try findings(["Package.swift": manifest, "Sources/A/Model.swift": Self.model])
    #expect(found.first?.message.contains("iOS 12, macOS 10.13") == true)
  }

  /// SwiftPM fetches a package only from the root of its repository: one nested deeper serves
  /// only the repository's own code, which a scan of the whole repository sees.
  @Test func aPackageNestedInTheScannedRepositoryHasNoClientsOutside() throws {
    let root = try TestSupport.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
          name: "Shared", products: [.library(name: "Shared", targets: ["Shared"])],
          targets: [.target(name: "Shared")])

      """
    let store = """
      import SwiftUI

      public final class Store: ObservableObject {
          @Published public var count = 0
          public init() {}
      }

      """
    try TestSupport.write(
      manifest, to: root.appendingPathComponent("Packages/Shared/Package.swift"))
    try TestSupport.write(
      store, to: root.appendingPathComponent("Packages/Shared/Sources/Shared/Store.swift"))
    let refusal = "public in a library (Packages/Shared/Package.swift declares a library product)"
    let check = { (paths: [String]) throws -> Finding? in
      let options = RunOptions(
        paths: paths, rules: [MigrateToObservableMacro()], workingDirectory: root,
        assumedDeploymentTarget: try DeploymentTarget.parse("iOS17,macOS14"))
      return Engine(options: options).check().findings.first
    }
    let wholeRepository = try check(["."])
    #expect(wholeRepository?.fix != nil, "\(wholeRepository?.message ?? "no finding")")
    // Scanned alone, the package does not show the code that uses it.
    #expect(try check(["Packages/Shared"])?.message.contains(refusal) == true)
    // A podspec at the root publishes its sources anyway.
    try TestSupport.write("", to: root.appendingPathComponent("Shared.podspec"))
    #expect(try check(["."])?.message.contains(refusal) == true)
  }

  @Test func aTuistProjectsPublicAPIServesOnlyTheScannedRepository() throws {
    let root = try TestSupport.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let project = """
      import ProjectDescription

      let project = Project(
          name: "App",
          targets: [
              .target(name: "Feature", destinations: .iOS, product: .framework,
                      bundleId: "app.feature", sources: ["Feature/Sources/**"]),
          ])

      """
    let detail = """
      import SwiftUI

      public final class DetailViewModel: ObservableObject {
          @Published var title = ""
          public init() {}
      }

      public struct DetailView: View {
          @ObservedObject var viewModel: DetailViewModel

          public init(viewModel: DetailViewModel) {
              self.viewModel = viewModel
          }

          public var body: some View {
              Text(viewModel.title)
          }
      }

      """
    let list = """
      import SwiftUI

      struct ListView: View {
          var body: some View {
              NavigationLink("Open") {
                  DetailView(viewModel: DetailViewModel())
              }
          }
      }

      """
    try TestSupport.write(project, to: root.appendingPathComponent("Project.swift"))
    try TestSupport.write(
      detail, to: root.appendingPathComponent("Feature/Sources/DetailView.swift"))
    try TestSupport.write(list, to: root.appendingPathComponent("Feature/Sources/ListView.swift"))
    let check = { (paths: [String]) -> Finding? in
      let options = RunOptions(
        paths: paths, rules: [MoveViewModelOutOfNavigationClosure()], workingDirectory: root)
      return Engine(options: options).check().findings.first
    }
    let wholeRepository = check(["."])
    #expect(wholeRepository?.fix != nil, "\(wholeRepository?.message ?? "no finding")")
    // Scanned without the manifest, nothing says who else may call the public initializer.
    #expect(check(["Feature"])?.message.contains("is public API") == true)
  }

  @Test func anInvalidFlagEndsTheCommand() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(Self.model, to: root.appendingPathComponent("Model.swift"))
    let result = try TestSupport.run(
      TestSupport.executable.path,
      ["check", "--rules", "observable-macro-migration", "--assume-deployment-target", "iOS"],
      in: root)
    #expect(result.status == 2)
    #expect(result.error.contains("invalid deployment target 'iOS'"))
  }

  @Test func batchTakesTheFlagAndKeysResumedResultsOnIt() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "A", platforms: [.iOS(.v15)])

      """
    let tree = try TestSupport.temporaryDirectory()
    try TestSupport.write(manifest, to: tree.appendingPathComponent("Package.swift"))
    try TestSupport.write(Self.model, to: tree.appendingPathComponent("Sources/A/Model.swift"))
    let work = try TestSupport.temporaryDirectory()
    let repository = try GitFixture.repository(from: tree, at: work.appendingPathComponent("app"))
    let batch = { (arguments: [String]) in
      try TestSupport.run(
        TestSupport.executable.path,
        ["batch", "app", "--output", "out", "--rules", "observable-macro-migration"] + arguments,
        in: work)
    }
    let refused = try batch([])
    #expect(refused.status == 0, "\(refused.error)")
    let assumed = try batch(["--assume-deployment-target", "iOS17", "--resume"])
    #expect(assumed.status == 1, "\(assumed.error)")
    #expect(!assumed.outputText.contains("(resumed)"))
    let patch = try String(
      contentsOf: work.appendingPathComponent("out/app.patch"), encoding: .utf8)
    #expect(patch.contains("+@Observable"))
    #expect(
      try GitFixture.workingTree(repository)["Sources/A/Model.swift"] == Array(Self.model.utf8))
  }
}
