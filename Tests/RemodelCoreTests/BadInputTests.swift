import Foundation
import RemodelCore
import Testing

/// Input a real checkout can hold, through the real executable: each case gets a message naming
/// the path, the documented exit status, and no other file touched. (A missing path, a symlink
/// loop and a file changed between read and write are covered in `CommandLineTests`,
/// `FileDiscoveryTests` and `EngineGuardTests`.)
@Suite(.serialized) struct BadInputTests {
  /// A view that owns its model in `@ObservedObject`: one safe fix.
  static let fixable = """
    import SwiftUI

    @MainActor final class Model: ObservableObject {}

    struct Screen: View {
        @ObservedObject var model = Model()
        var body: some View { Text("") }
    }

    """

  private func remodel(_ arguments: [String], in directory: URL) throws -> TestSupport.ProcessResult
  {
    try TestSupport.run(TestSupport.executable.path, arguments, in: directory)
  }

  private func project(_ files: [String: [UInt8]]) throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    for (path, bytes) in files {
      try TestSupport.write(bytes, to: root.appendingPathComponent(path))
    }
    return root
  }

  @Test func folderWithoutSwiftFilesIsNamedAndNotAnError() throws {
    let root = try project(["docs/README.md": Array("# Notes\n".utf8)])
    let result = try remodel(["check", "docs"], in: root)
    #expect(result.status == 0)
    #expect(result.error.contains("remodel: warning: docs: no Swift files"))
  }

  @Test func emptyFileIsReadAndLeftAlone() throws {
    let root = try project(["Empty.swift": [], "Screen.swift": Array(Self.fixable.utf8)])
    let result = try remodel(["fix", "."], in: root)
    #expect(result.status == 0)
    #expect(try TestSupport.readTree(root)["Empty.swift"] == [])
    #expect(result.error.contains("1 file changed"))
  }

  @Test func byteOrderMarkAndMixedLineEndingsSurviveAFix() throws {
    let mixed = Self.fixable.replacingOccurrences(
      of: "struct Screen", with: "// crlf\r\nstruct Screen")
    let original = SourceFile.byteOrderMark + Array(mixed.utf8)
    let root = try project(["Screen.swift": original])
    #expect(try remodel(["fix", "."], in: root).status == 0)
    let fixed = try #require(try TestSupport.readTree(root)["Screen.swift"])
    let expected =
      SourceFile.byteOrderMark
      + Array(mixed.replacingOccurrences(of: "@ObservedObject", with: "@StateObject").utf8)
    #expect(fixed == expected)
  }

  @Test func fileThatIsNotUTF8IsAnErrorAndTheOthersAreStillFixed() throws {
    // "café" in Latin-1: 0xE9 is not a UTF-8 sequence.
    let latin1: [UInt8] = Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8)
    let root = try project(["Latin1.swift": latin1, "Screen.swift": Array(Self.fixable.utf8)])
    let result = try remodel(["fix", "."], in: root)
    #expect(result.status == 2)
    #expect(result.error.contains("Latin1.swift: not valid UTF-8; file skipped"))
    #expect(try TestSupport.readTree(root)["Latin1.swift"] == latin1)
    #expect(result.error.contains("1 file changed"))
  }

  @Test func brokenSymbolicLinkIsUnreadableByName() throws {
    let root = try project(["Screen.swift": Array(Self.fixable.utf8)])
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Gone.swift").path, withDestinationPath: "nowhere")
    let result = try remodel(["check", "."], in: root)
    #expect(result.status == 2)
    #expect(result.error.contains("Gone.swift: cannot read file: broken symbolic link"))
    #expect(result.outputText.contains("Screen.swift:6:5: warning:"))
  }

  @Test func readOnlyFileIsNotWrittenAndSaysSo() throws {
    let root = try project(["Screen.swift": Array(Self.fixable.utf8)])
    let file = root.appendingPathComponent("Screen.swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    let result = try remodel(["fix", "."], in: root)
    #expect(result.status == 2)
    #expect(result.error.contains("Screen.swift: read-only; not written"))
    #expect(try TestSupport.readTree(root)["Screen.swift"] == Array(Self.fixable.utf8))
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(mode as? Int == 0o444)
  }

  @Test func fiveMegabyteGeneratedFileIsChecked() throws {
    let generated = (0..<60_000).map { "let constant\($0) = \($0)\n" }.joined()
    #expect(generated.utf8.count > 1_000_000)
    let root = try project([
      "Generated.swift": Array((generated + generated + generated).utf8),
      "Screen.swift": Array(Self.fixable.utf8),
    ])
    let result = try remodel(["check", "."], in: root)
    #expect(result.status == 1)
    #expect(result.outputText.hasPrefix("Screen.swift:6:5: warning: use '@StateObject'"))
  }

  @Test func filesInsideBuildFoldersAreNotRead() throws {
    let root = try project([
      ".build/checkouts/Dep/Broken.swift": [0xFF, 0xFE],
      "Screen.swift": Array(Self.fixable.utf8),
    ])
    let result = try remodel(["fix", "."], in: root)
    #expect(result.status == 0)
    #expect(!result.error.contains("Broken.swift"))
    #expect(try TestSupport.readTree(root)[".build/checkouts/Dep/Broken.swift"] == [0xFF, 0xFE])
  }

  @Test func pathWithSpacesAndNonASCIICharactersIsPrintedAndPatched() throws {
    let path = "Mes Écrans/Écran principal.swift"
    let root = try project([path: Array(Self.fixable.utf8)])
    let check = try remodel(["check", "."], in: root)
    #expect(check.outputText.hasPrefix("\(path):6:5: warning:"))
    let diff = try remodel(["diff", "."], in: root)
    #expect(diff.status == 1)
    let patch = root.deletingLastPathComponent().appendingPathComponent("change.patch")
    try TestSupport.write(diff.output, to: patch)
    #expect(try TestSupport.run("git", ["apply", patch.path], in: root).status == 0)
    #expect(
      try TestSupport.readTree(root)[path]
        == Array(
          Self.fixable.replacingOccurrences(of: "@ObservedObject", with: "@StateObject").utf8))
  }
}
