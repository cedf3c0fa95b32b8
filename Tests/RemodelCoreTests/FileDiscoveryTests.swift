import Foundation
import RemodelCore
import Testing

@Suite struct FileDiscoveryTests {
  private func makeTree() throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    for path in [
      "b/B.swift", "a/A.swift", "a/z/Z.swift", "Root.swift", "notes.txt",
      ".build/Built.swift", "Pods/Pod.swift", ".git/Git.swift", "DerivedData/D.swift",
      "node_modules/N.swift", "Carthage/C.swift", ".swiftpm/S.swift", "Generated/Gen.swift",
      "a/Assets.xcassets/Icon.imageset/Icon.swift", "a/en.lproj/L.swift",
      "a/Model.xcdatamodeld/M.swift", "Settings.bundle/S.swift", "Vendor.framework/F.swift",
      "Vendor.xcframework/X.swift",
    ] {
      try TestSupport.write("let x = 1\n", to: root.appendingPathComponent(path))
    }
    return root
  }

  @Test func walksInSortedOrderAndSkipsBuildVendorAndResourceFolders() throws {
    let root = try makeTree()
    let result = FileDiscovery(workingDirectory: root).discover(["."])
    #expect(
      result.files.map(\.path) == [
        "Generated/Gen.swift", "Root.swift", "a/A.swift", "a/z/Z.swift", "b/B.swift",
      ])
    #expect(result.errors.isEmpty)
  }

  /// Projects are noted for the module map, whose targets may compile files anywhere; an
  /// excluded or vendored one is not.
  @Test func xcodeProjectsPassedAreNoted() throws {
    let root = try makeTree()
    for project in ["Xcode/App.xcodeproj", "Pods/Pods.xcodeproj", "Generated/Gen.xcodeproj"] {
      try TestSupport.write("{}\n", to: root.appendingPathComponent(project + "/project.pbxproj"))
    }
    let result = FileDiscovery(excludePatterns: ["Generated"], workingDirectory: root)
      .discover(["."])
    #expect(result.xcodeProjects.map(\.lastPathComponent) == ["App.xcodeproj"])
  }

  @Test func excludeGlobMatchesComponentsAndPaths() throws {
    let root = try makeTree()
    let byComponent = FileDiscovery(excludePatterns: ["Generated"], workingDirectory: root)
      .discover(["."])
    #expect(!byComponent.files.map(\.path).contains("Generated/Gen.swift"))
    let byPath = FileDiscovery(excludePatterns: ["a/*"], workingDirectory: root).discover(["."])
    #expect(byPath.files.map(\.path) == ["Generated/Gen.swift", "Root.swift", "b/B.swift"])
  }

  @Test func symlinkLoopsEndAndEachFileComesOnce() throws {
    let root = try makeTree()
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("a/z/loop").path,
      withDestinationPath: root.appendingPathComponent("a").path)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("alias.swift").path,
      withDestinationPath: root.appendingPathComponent("Root.swift").path)
    let result = FileDiscovery(workingDirectory: root).discover([".", "Root.swift"])
    #expect(
      result.files.map(\.path) == [
        "Generated/Gen.swift", "Root.swift", "a/A.swift", "a/z/Z.swift", "b/B.swift",
      ])
  }

  /// A patch through a link does not apply (`git apply` refuses paths beyond a symbolic link),
  /// so a file reachable both ways keeps its real path, even when the link sorts first.
  @Test func filesReachedThroughLinksKeepTheirRealPath() throws {
    let root = try makeTree()
    let outside = try TestSupport.temporaryDirectory()
    try TestSupport.write("let y = 2\n", to: outside.appendingPathComponent("Shared.swift"))
    for (link, target) in [
      ("Alias", root.appendingPathComponent("b")),
      ("A0.swift", root.appendingPathComponent("Root.swift")),
      ("Linked", outside),
    ] {
      try FileManager.default.createSymbolicLink(
        atPath: root.appendingPathComponent(link).path, withDestinationPath: target.path)
    }
    let result = FileDiscovery(workingDirectory: root).discover(["."])
    #expect(
      result.files.map(\.path) == [
        "Generated/Gen.swift", "Root.swift", "a/A.swift", "a/z/Z.swift", "b/B.swift",
        "Linked/Shared.swift",
      ])
  }

  @Test func missingPathsAndNonSwiftFilesAreErrorsNamingThePath() throws {
    let root = try makeTree()
    let result = FileDiscovery(workingDirectory: root).discover([
      "missing", "notes.txt", "b/B.swift",
    ])
    #expect(result.errors == [.noSuchPath(path: "missing"), .notSwiftFile(path: "notes.txt")])
    #expect(result.files.map(\.path) == ["b/B.swift"])
  }
}
