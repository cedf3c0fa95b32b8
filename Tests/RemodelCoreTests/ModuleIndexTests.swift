import Foundation
import RemodelCore
import Testing

/// Same-named types in one scan resolve inside their module and the modules it imports.
@Suite struct ModuleIndexTests {
  static let detail = """
    import SwiftUI

    final class DetailViewModel: ObservableObject {
        init(id: Int) {}
    }

    struct DetailView: View {
        @ObservedObject var viewModel: DetailViewModel
        var body: some View { Text("") }
    }

    """

  static func parent(importing modules: [String]) -> String {
    modules.map { "import \($0)\n" }.joined() + """
      import SwiftUI

      struct Parent: View {
          var body: some View {
              NavigationLink("Open") { DetailView(viewModel: DetailViewModel(id: 1)) }
          }
      }

      """
  }

  /// A `project.pbxproj` whose targets compile the given files, paths from the project's folder;
  /// the targets named in `tests` build unit test bundles.
  static func xcodeProject(_ targets: KeyValuePairs<String, [String]>, tests: Set<String> = [])
    -> String
  {
    var objects = ""
    for (index, (name, files)) in targets.enumerated() {
      for (number, file) in files.enumerated() {
        objects += """
          B\(index)_\(number) = {isa = PBXBuildFile; fileRef = "R/\(file)"; };
          "R/\(file)" = {isa = PBXFileReference; path = "\(file)"; sourceTree = SOURCE_ROOT; };

          """
      }
      let buildFiles = files.indices.map { "B\(index)_\($0)" }.joined(separator: ", ")
      let product = tests.contains(name) ? "bundle.unit-test" : "application"
      objects += """
        S\(index) = {isa = PBXSourcesBuildPhase; files = (\(buildFiles)); };
        T\(index) = {isa = PBXNativeTarget; buildPhases = (S\(index)); name = "\(name)"; \
        productType = "com.apple.product-type.\(product)"; };

        """
    }
    return "// !$*UTF8*$!\n{\nobjects = {\n\(objects)};\nrootObject = P;\n}\n"
  }

  private func findings(_ files: [String: String]) throws -> [Finding] {
    let root = try TestSupport.temporaryDirectory()
    for (path, text) in files { try TestSupport.write(text, to: root.appendingPathComponent(path)) }
    return Engine(options: RunOptions(paths: ["."], workingDirectory: root)).check().findings
      .filter { $0.ruleID == "viewmodel-in-navigation-closure" }
  }

  @Test func targetsOfAPackageAreModules() throws {
    let found = try findings([
      "Package.swift": "// swift-tools-version:5.9\n",
      "Sources/One/Detail.swift": Self.detail,
      "Sources/One/Parent.swift": Self.parent(importing: []),
      "Sources/Two/Detail.swift": Self.detail,
      "Sources/Two/Parent.swift": Self.parent(importing: []),
    ])
    #expect(found.map(\.path) == ["Sources/One/Parent.swift", "Sources/Two/Parent.swift"])
    #expect(found.allSatisfy { $0.fix != nil })
  }

  @Test func aModulesOwnTypeShadowsAnImportedOne() throws {
    let found = try findings([
      "Package.swift": "// swift-tools-version:5.9\n",
      "Sources/Shared/Detail.swift": Self.detail,
      "Sources/App/Detail.swift": Self.detail,
      "Sources/App/Parent.swift": Self.parent(importing: ["Shared"]),
    ])
    #expect(found.map(\.path) == ["Sources/App/Parent.swift"])
    #expect(found.first?.fix?.paths == ["Sources/App/Detail.swift", "Sources/App/Parent.swift"])
  }

  /// `.target(name: "App", path: "Sources")`: every subfolder of `Sources` is `App`.
  @Test func aTargetsWrittenPathHoldsItsSubfolders() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "App", targets: [
          .target(name: "App", path: "Sources"),
          .target(name: "Legacy", path: "Legacy/"),
      ])

      """
    let found = try findings([
      "Package.swift": manifest,
      "Sources/Models/Detail.swift": Self.detail,
      "Sources/Screens/Parent.swift": Self.parent(importing: []),
      "Legacy/Detail.swift": Self.detail,
    ])
    #expect(found.map(\.path) == ["Sources/Screens/Parent.swift"])
    #expect(
      found.first?.fix?.paths == ["Sources/Models/Detail.swift", "Sources/Screens/Parent.swift"])
  }

  @Test func aNameTwoImportedModulesDeclareIsReportedWithBoth() throws {
    let found = try findings([
      "Package.swift": "// swift-tools-version:5.9\n",
      "Sources/First/Detail.swift": Self.detail,
      "Sources/Second/Detail.swift": Self.detail,
      "Sources/App/Parent.swift": Self.parent(importing: ["First", "Second"]),
    ])
    #expect(found.count == 1)
    #expect(found.first?.fix == nil)
    let message = found.first?.message ?? ""
    #expect(message.contains("Sources/First/Detail.swift"), "\(message)")
    #expect(message.contains("Sources/Second/Detail.swift"), "\(message)")
  }

  /// Another module's internal type is not seen: only the exported one of that name is meant,
  /// unless the module is imported `@testable`, which sees both (the hand-off rules leave such
  /// a file alone, as only tests and previews can import `@testable`, so the index is asked).
  @Test func anImportedModulesInternalTypeIsNotSeen() throws {
    let exported = Self.detail
      .replacingOccurrences(
        of: "final class DetailViewModel", with: "public final class DetailViewModel"
      )
      .replacingOccurrences(of: "    init(id: Int) {}", with: "    public init(id: Int) {}")
      .replacingOccurrences(
        of: "struct DetailView: View {", with: "public struct DetailView: View {")
    let files = [
      "Package.swift": "// swift-tools-version:5.9\n",
      "Sources/First/Detail.swift": exported,
      "Sources/Second/Detail.swift": Self.detail,
    ]
    var plain = files
    plain["Sources/App/Parent.swift"] = Self.parent(importing: ["First", "Second"])
    let found = try findings(plain)
    #expect(found.count == 1)
    let message = found.first?.message ?? ""
    #expect(!message.contains("Sources/Second/Detail.swift"), "\(message)")
    var testable = files
    testable["Sources/App/Parent.swift"] = Self.parent(importing: ["First", "Second"])
      .replacingOccurrences(of: "import Second", with: "@testable import Second")
    let root = try TestSupport.temporaryDirectory()
    for (path, text) in testable {
      try TestSupport.write(text, to: root.appendingPathComponent(path))
    }
    let swiftFiles = testable.keys.filter { $0.hasPrefix("Sources/") }.sorted()
    let summaries = try swiftFiles.map { path in
      FileSummary(
        ParsedSource(
          try SourceFile(
            path: path, url: root.appendingPathComponent(path),
            bytes: Array(testable[path]!.utf8))))
    }
    let index = ProjectIndex(
      files: summaries, modules: ModuleMap(paths: swiftFiles, workingDirectory: root))
    let seen = index.declarations(named: "DetailViewModel", seenFrom: "Sources/App/Parent.swift")
      .map(\.path).sorted()
    #expect(seen == ["Sources/First/Detail.swift", "Sources/Second/Detail.swift"], "\(seen)")
  }

  @Test func aPlaygroundIsAModuleOfItsOwn() throws {
    let found = try findings([
      "App/App.xcodeproj/project.pbxproj": "{}\n",
      "App/Detail.swift": Self.detail,
      "App/Parent.swift": Self.parent(importing: []),
      "Notes.playground/Contents.swift": "import SwiftUI\nlet view = DetailView()\n",
    ])
    #expect(found.map(\.path) == ["App/Parent.swift"])
    #expect(found.first?.fix != nil, "\(found.first?.message ?? "")")
  }

  @Test func targetsOfAnXcodeProjectAreModules() throws {
    let found = try findings([
      "Podcasts.xcodeproj/project.pbxproj": Self.xcodeProject([
        "Podcasts": ["App/Detail.swift", "App/Parent.swift"],
        "Podcasts Widget": ["Widget/Detail.swift", "Widget/Parent.swift"],
      ]),
      "App/Detail.swift": Self.detail,
      "App/Parent.swift": Self.parent(importing: []),
      "Widget/Detail.swift": Self.detail,
      "Widget/Parent.swift": Self.parent(importing: []),
    ])
    #expect(found.map(\.path) == ["App/Parent.swift", "Widget/Parent.swift"])
    #expect(found.allSatisfy { $0.fix != nil }, "\(found.map(\.message))")
  }

  /// The project says what a file builds: an app's sources in a folder named like tests (a
  /// sample kept beside its UI tests) are the app's, and a test bundle's files are tests
  /// whatever they import (this one compiles the child itself), so the stub model a spec passes
  /// leaves the child fixable.
  @Test func testBundlesAreTestsAndAppTargetsAreNotWhateverTheirFolders() throws {
    let spec = """
      import SwiftUI

      func detailSnapshot() -> some View {
          let stub = DetailViewModel(id: 2)
          return DetailView(viewModel: stub)
      }

      """
    let found = try findings([
      "Podcasts.xcodeproj/project.pbxproj": Self.xcodeProject(
        [
          "Podcasts": ["PodcastsUITests/App/Detail.swift", "PodcastsUITests/App/Parent.swift"],
          "PodcastsSpecs": ["PodcastsUITests/App/Detail.swift", "Specs/DetailSpec.swift"],
        ], tests: ["PodcastsSpecs"]),
      "PodcastsUITests/App/Detail.swift": Self.detail,
      "PodcastsUITests/App/Parent.swift": Self.parent(importing: []),
      "Specs/DetailSpec.swift": spec,
    ])
    #expect(found.map(\.path) == ["PodcastsUITests/App/Parent.swift"])
    #expect(found.allSatisfy { $0.fix != nil }, "\(found.map(\.message))")
  }

  @Test func aFileTwoTargetsCompileIsSeenByEach() throws {
    let found = try findings([
      "Podcasts.xcodeproj/project.pbxproj": Self.xcodeProject([
        "Podcasts": ["Shared/Detail.swift", "App/Parent.swift"],
        "Widget": ["Shared/Detail.swift", "Widget/Parent.swift"],
      ]),
      "Shared/Detail.swift": Self.detail,
      "App/Parent.swift": Self.parent(importing: []),
      "Widget/Parent.swift": Self.parent(importing: []),
    ])
    #expect(found.map(\.path) == ["App/Parent.swift", "Widget/Parent.swift"])
    #expect(found.allSatisfy { $0.fix?.paths.contains("Shared/Detail.swift") == true })
  }

  @Test func aFileTwoTargetsCompileSeesEachTargetsType() throws {
    let found = try findings([
      "Podcasts.xcodeproj/project.pbxproj": Self.xcodeProject([
        "Podcasts": ["App/Detail.swift", "Shared/Parent.swift"],
        "Widget": ["Widget/Detail.swift", "Shared/Parent.swift"],
      ]),
      "App/Detail.swift": Self.detail,
      "Widget/Detail.swift": Self.detail,
      "Shared/Parent.swift": Self.parent(importing: []),
    ])
    #expect(found.map(\.path) == ["Shared/Parent.swift"])
    #expect(found.first?.fix == nil)
    let message = found.first?.message ?? ""
    #expect(
      message.contains("App/Detail.swift") && message.contains("Widget/Detail.swift"), "\(message)")
  }

  /// Each app's project sits in a folder of its own holding no Swift file, and compiles its
  /// sources from a folder beside it: the scan passing the projects is enough to keep the apps
  /// apart.
  @Test func projectsCompilingFoldersBesideThemKeepTheirAppsApart() throws {
    var files: [String: String] = [:]
    for app in ["Recipes", "Groceries"] {
      files["Xcode/\(app)/\(app).xcodeproj/project.pbxproj"] = Self.xcodeProject([
        app: ["../../\(app)/Detail.swift", "../../\(app)/Parent.swift"]
      ])
      files["\(app)/Detail.swift"] = Self.detail
      files["\(app)/Parent.swift"] = Self.parent(importing: [])
    }
    let found = try findings(files)
    #expect(found.map(\.path) == ["Groceries/Parent.swift", "Recipes/Parent.swift"])
    #expect(found.allSatisfy { $0.fix != nil }, "\(found.map(\.message))")
  }

  /// Two copies of a sample, each with a `Shop` app and a widget importing `Shop`: each
  /// widget means its own project's app.
  @Test func anImportMeansTheNearestModuleOfThatName() throws {
    var files: [String: String] = [:]
    for sample in ["Before", "After"] {
      files["\(sample)/Shop.xcodeproj/project.pbxproj"] = Self.xcodeProject([
        "Shop": ["Shop/Detail.swift"], "ShopWidget": ["ShopWidget/Parent.swift"],
      ])
      files["\(sample)/Shop/Detail.swift"] = Self.detail
      files["\(sample)/ShopWidget/Parent.swift"] = Self.parent(importing: ["Shop"])
    }
    let found = try findings(files)
    #expect(
      found.map(\.path) == ["After/ShopWidget/Parent.swift", "Before/ShopWidget/Parent.swift"])
    #expect(
      found.map { $0.fix?.paths ?? [] } == [
        ["After/Shop/Detail.swift", "After/ShopWidget/Parent.swift"],
        ["Before/Shop/Detail.swift", "Before/ShopWidget/Parent.swift"],
      ], "\(found.map(\.message))")
  }

  @Test func withoutMarkersEverythingIsOneModule() throws {
    let found = try findings([
      "One/Detail.swift": Self.detail,
      "Two/Detail.swift": Self.detail,
      "One/Parent.swift": Self.parent(importing: []),
    ])
    #expect(found.count == 1)
    #expect(found.first?.fix == nil)
  }
}
