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
