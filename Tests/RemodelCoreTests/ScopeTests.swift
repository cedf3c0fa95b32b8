import Foundation
import RemodelCore
import Testing

/// `--since REV` and `--baseline`/`--write-baseline`, through the `remodel` executable.
@Suite(.serialized) struct ScopeTests {
  /// Two views that each create their `@ObservedObject`: two findings, two fixes.
  static func views(
    _ names: [String], model: String = "@MainActor final class Model: ObservableObject {}"
  ) -> String {
    "import SwiftUI\n\n\(model)\n"
      + names.map {
        "\nstruct \($0): View {\n    @ObservedObject var model = Model()\n    var body: some View { Text(\"\") }\n}\n"
      }.joined()
  }

  private func remodel(_ arguments: [String], in directory: URL) throws -> TestSupport.ProcessResult
  {
    try TestSupport.run(TestSupport.executable.path, arguments, in: directory)
  }

  private func repository(_ files: [String: String]) throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    for (path, text) in files { try TestSupport.write(text, to: root.appendingPathComponent(path)) }
    try GitFixture.git(["init", "-q", "-b", "main"], in: root)
    try GitFixture.commitAll(in: root, message: "initial")
    return root
  }

  private func lines(_ result: TestSupport.ProcessResult) -> [String] {
    result.outputText.split(separator: "\n").map {
      String($0.split(separator: ":").prefix(2).joined(separator: ":"))
    }
  }

  @Test func sinceReportsChangedLinesAndWholeUntrackedFiles() throws {
    let name = "Sources/Ünï cöde.swift"
    let root = try repository([
      name: Self.views(["First", "Second"]), "Other.swift": Self.views(["Third"]),
    ])
    #expect(
      lines(try remodel(["check"], in: root)) == [
        "Other.swift:6", "Sources/Ünï cöde.swift:6", "Sources/Ünï cöde.swift:11",
      ])
    // Touch the second view's property line only, and add a file git does not track.
    let edited = Self.views(["First", "Second"]).replacingOccurrences(
      of: "struct Second: View {\n    @ObservedObject var model = Model()",
      with: "struct Second: View {\n    @ObservedObject  var model = Model()")
    try TestSupport.write(edited, to: root.appendingPathComponent(name))
    try TestSupport.write(Self.views(["Fourth"]), to: root.appendingPathComponent("New.swift"))
    let result = try remodel(["check", "--since", "HEAD"], in: root)
    #expect(result.status == 1)
    #expect(lines(result) == ["New.swift:6", "Sources/Ünï cöde.swift:11"])
    // A staged change counts too, and a committed one once the revision is older.
    try GitFixture.commitAll(in: root, message: "edit")
    #expect(try remodel(["check", "--since", "HEAD"], in: root).status == 0)
    #expect(
      lines(try remodel(["check", "--since", "HEAD~1"], in: root)) == [
        "New.swift:6", "Sources/Ünï cöde.swift:11",
      ])
  }

  /// Later passes see fixed files whose lines moved: a finding is judged by the line it came
  /// from, so a fix that inserts a line does not pull in an untouched neighbour.
  @Test func sinceFixesOnlyChangedLinesAcrossPasses() throws {
    let committed = """
      import SwiftUI

      final class Model: ObservableObject { }

      struct Screen: View {
          @ObservedObject var model = Model()
          @ObservedObject var other = Model() // old
          var body: some View { Text("") }
      }

      """
    let root = try repository(["Screen.swift": committed])
    let edited = committed.replacingOccurrences(of: "{ }", with: "{}")
      .replacingOccurrences(of: " // old", with: "")
    try TestSupport.write(edited, to: root.appendingPathComponent("Screen.swift"))
    let result = try remodel(["fix", "--since", "HEAD", "--unsafe-fixes"], in: root)
    #expect(result.status == 0, "\(result.error)")
    let fixed = try String(contentsOf: root.appendingPathComponent("Screen.swift"), encoding: .utf8)
    #expect(
      fixed
        == edited.replacingOccurrences(of: "final class", with: "@MainActor\nfinal class")
        .replacingOccurrences(of: "@ObservedObject var other", with: "@StateObject var other"))
  }

  @Test func deletedLinesLeaveNothingToReport() throws {
    let root = try repository(["A.swift": "// header\n" + Self.views(["First"])])
    try TestSupport.write(Self.views(["First"]), to: root.appendingPathComponent("A.swift"))
    let result = try remodel(["check", "--since", "HEAD"], in: root)
    #expect(result.status == 0)
    #expect(try remodel(["check"], in: root).status == 1)
  }

  /// A hand-off fix edits the parent and the child; it is judged by its finding, in the parent.
  @Test func aMultiFileFixIsJudgedByItsFindingsLine() throws {
    let root = try TestSupport.temporaryDirectory()
    try GitFixture.repository(
      from: TestSupport.fixturesRoot.appendingPathComponent(
        "viewmodel-in-navigation-closure/basic/before"), at: root)
    let arguments = ["diff", "--since", "HEAD", "--rules", "viewmodel-in-navigation-closure"]
    #expect(try remodel(arguments, in: root).output.isEmpty)
    let parent = root.appendingPathComponent("LibraryView.swift")
    let text = try String(contentsOf: parent, encoding: .utf8)
    try TestSupport.write(
      text.replacingOccurrences(
        of: "BookDetailViewModel(book: book))", with: "BookDetailViewModel(book: book) )"),
      to: parent)
    let result = try remodel(arguments, in: root)
    #expect(result.status == 1)
    #expect(result.outputText.contains("+++ b/BookDetailView.swift"))
    #expect(result.outputText.contains("+++ b/LibraryView.swift"))
  }

  @Test func sinceNeedsAKnownRevisionAndAGitRepository() throws {
    let root = try repository(["A.swift": Self.views(["First"])])
    let unknown = try remodel(["check", "--since", "no-such-branch"], in: root)
    #expect(unknown.status == 2)
    #expect(
      unknown.error.contains(
        "remodel: error: \(root.standardizedFileURL.path): unknown git revision 'no-such-branch' for --since"
      ))
    let plain = try TestSupport.temporaryDirectory()
    try TestSupport.write(Self.views(["First"]), to: plain.appendingPathComponent("B.swift"))
    let outside = try remodel(["diff", "--since", "HEAD"], in: plain)
    #expect(outside.status == 2)
    #expect(
      outside.error.contains(
        "remodel: error: B.swift: not in a git repository, so --since cannot tell which lines changed"
      ))
    #expect(outside.output.isEmpty)
  }

  @Test func baselineHidesAcceptedFindingsWhereverTheirLinesMove() throws {
    let root = try TestSupport.temporaryDirectory()
    let file = root.appendingPathComponent("Sources/A.swift")
    try TestSupport.write(Self.views(["First", "Second"]), to: file)
    let written = try remodel(["check", "--write-baseline", "ci/baseline.json"], in: root)
    #expect(written.status == 1, "check still lists what it finds")
    let baseline =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: root.appendingPathComponent("ci/baseline.json"))) as? [String: Any]
    let records = baseline?["findings"] as? [[String: String]]
    #expect(records?.count == 2)
    #expect(records?.first?["path"] == "../Sources/A.swift")
    #expect(records?.first?["text"] == "@ObservedObject var model = Model()")
    #expect(records?.first?["rule"] == "observed-object-owned")

    let hidden = try remodel(["check", "--baseline", "ci/baseline.json"], in: root)
    #expect(hidden.status == 0)
    #expect(hidden.output.isEmpty)
    #expect(hidden.error.contains("remodel: 2 findings hidden by the baseline"))
    // Lines added above move both findings; the baseline still matches them by their text.
    try TestSupport.write(
      "// A header\n// that grew\n" + Self.views(["First", "Second"]), to: file)
    #expect(try remodel(["check", "--baseline", "ci/baseline.json"], in: root).status == 0)
    // A third identical finding is one more than the baseline accepts.
    try TestSupport.write(Self.views(["First", "Second", "Third"]), to: file)
    let third = try remodel(["check", "--baseline", "ci/baseline.json"], in: root)
    #expect(third.status == 1)
    #expect(lines(third) == ["Sources/A.swift:16"])
    // diff and fix leave accepted findings alone too.
    let diff = try remodel(["diff", "--baseline", "ci/baseline.json"], in: root)
    #expect(diff.status == 1)
    let added = diff.outputText.split(separator: "\n").filter {
      $0.hasPrefix("+") && !$0.hasPrefix("+++")
    }
    #expect(added == ["+    @StateObject var model = Model()"])
    #expect(diff.outputText.contains("@@ -13,6 +13,6 @@\n }\n \n struct Third: View {\n"))
    #expect(try remodel(["fix", "--baseline", "ci/baseline.json"], in: root).status == 0)
    #expect(try remodel(["check", "--baseline", "ci/baseline.json"], in: root).status == 0)
    #expect(try remodel(["check"], in: root).status == 1)
  }

  @Test func aBadBaselineIsAnErrorNamingIt() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(Self.views(["First"]), to: root.appendingPathComponent("A.swift"))
    try TestSupport.write(
      "{\"findings\": [{\"rule\": \"x\"}]}", to: root.appendingPathComponent("b.json"))
    let bad = try remodel(["check", "--baseline", "b.json"], in: root)
    #expect(bad.status == 2)
    #expect(
      bad.error.contains(
        "remodel: error: b.json: not a remodel baseline: 1:15: a finding needs a string 'path'"))
    #expect(bad.output.isEmpty)
    let missing = try remodel(["fix", "--baseline", "none.json"], in: root)
    #expect(missing.status == 2)
    #expect(missing.error.contains("remodel: error: none.json: cannot read file"))
    #expect(
      try String(contentsOf: root.appendingPathComponent("A.swift"), encoding: .utf8)
        == Self.views(["First"]))
  }
}
