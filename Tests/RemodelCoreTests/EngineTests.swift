import Foundation
import RemodelCore
import Testing

/// Guards of a run: bad input, files without findings, atomic writes.
@Suite struct EngineTests {
  static let owned = """
    import SwiftUI

    @MainActor final class Model: ObservableObject {}

    struct Screen: View {
        @ObservedObject var model = Model()
        var body: some View { Text("") }
    }

    """

  static let counter = """
    import SwiftUI

    @MainActor final class Counter: ObservableObject {
        @Published var count = 0
    }

    """

  /// `fix` with the rule giving a view ownership of its model and the migration to
  /// `@Observable`, iOS 17 assumed.
  private func ownershipAndMigration(in root: URL) throws -> RunReport {
    var options = RunOptions(
      paths: ["."], rules: [PromoteObservedObjectToStateObject(), MigrateToObservableMacro()],
      workingDirectory: root)
    options.assumedDeploymentTarget = try DeploymentTarget.parse("iOS17")
    return Engine(options: options).fix()
  }

  private func project(_ files: [String: String]) throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    for (path, text) in files { try TestSupport.write(text, to: root.appendingPathComponent(path)) }
    return root
  }

  /// A model in `@State` that every caller builds afresh is moved by the hand-off rules, and
  /// `state-observable-object` says so instead of leaving its owner to a person.
  @Test func stateModelEveryCallerBuildsPointsToTheHandOffRules() throws {
    let root = try project([
      "Poster.swift": """
      import SwiftUI

      @MainActor final class ImageLoader: ObservableObject {
          @Published var progress = 0.0
          init(url: String) {}
      }

      struct Poster: View {
          @State var loader: ImageLoader
          var body: some View { Text(String(loader.progress)) }
      }

      struct Detail: View {
          let url: String
          var body: some View { Poster(loader: ImageLoader(url: url)) }
      }

      """
    ])
    let findings = { (rules: [any Rule]) in
      Engine(options: RunOptions(paths: ["."], rules: rules, workingDirectory: root)).check()
        .findings.filter { $0.ruleID == ReplaceStateWithStateObject().id }.map(\.message)
    }
    #expect(
      findings(RuleRegistry.all.filter(\.isEnabledByDefault)) == [
        "'@State' does not observe ObservableObject 'ImageLoader' in 'loader'; every call site builds a new one, and 'viewmodel-in-body' or 'viewmodel-in-navigation-closure' moves it into the view as a '@StateObject' with them"
      ])
    // Alone, the rule cannot count on them.
    #expect(
      findings([ReplaceStateWithStateObject()]).first?.contains("decide its owner by hand") == true)
  }

  @Test func filesWithoutFindingsAreNeitherWrittenNorTouched() throws {
    let root = try project(["A.swift": Self.owned, "Clean.swift": "struct Clean {}\n"])
    let clean = root.appendingPathComponent("Clean.swift")
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: clean.path)
    let recorder = TestSupport.Recorder()
    #expect(
      Modes.fix(RunOptions(paths: ["."], workingDirectory: root), console: recorder.console) == 0)
    let attributes = try FileManager.default.attributesOfItem(atPath: clean.path)
    #expect(attributes[.modificationDate] as? Date == past)
    #expect(
      try String(contentsOf: root.appendingPathComponent("A.swift"), encoding: .utf8).contains(
        "@StateObject var model"))
    #expect(
      recorder.error == "remodel: 1 file changed, 1 fix applied, 0 findings left for a human\n")
  }

  @Test func fixKeepsPermissionsAndByteOrderMark() throws {
    let root = try project([:])
    let file = root.appendingPathComponent("A.swift")
    try TestSupport.write(SourceFile.byteOrderMark + Array(Self.owned.utf8), to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
    _ = Modes.fix(
      RunOptions(paths: ["."], workingDirectory: root), console: TestSupport.Recorder().console)
    let bytes = Array(try Data(contentsOf: file))
    #expect(bytes.starts(with: SourceFile.byteOrderMark))
    #expect(
      String(decoding: bytes.dropFirst(3), as: UTF8.self)
        == Self.owned.replacingOccurrences(of: "@ObservedObject", with: "@StateObject"))
    #expect(
      try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        == 0o640)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root.path) == ["A.swift"],
      "no temporary file left")
  }

  @Test func fixThroughASymlinkRewritesTheTargetAndKeepsTheLink() throws {
    let root = try project([:])
    let target = root.appendingPathComponent("Real/A.swift")
    try TestSupport.write(Self.owned, to: target)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Link.swift").path, withDestinationPath: target.path)
    _ = Modes.fix(
      RunOptions(paths: ["Link.swift"], workingDirectory: root),
      console: TestSupport.Recorder().console)
    let link = root.appendingPathComponent("Link.swift").path
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target.path)
    #expect(try String(contentsOf: target, encoding: .utf8).contains("@StateObject var model"))
  }

  @Test func replaceRefusesAFileThatChangedOnDisk() throws {
    let root = try project(["A.swift": "let a = 1\n"])
    let file = root.appendingPathComponent("A.swift")
    #expect(throws: RemodelError.changedOnDisk(path: "A.swift")) {
      try FileSystem.replace(file, path: "A.swift", expected: Array("let a = 0\n".utf8), with: [])
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == "let a = 1\n")
  }

  @Test func nonUTF8AndUnparsableFilesAreReportedAndOthersStillFixed() throws {
    let root = try project(["A.swift": Self.owned, "Broken.swift": "struct {{{ \n"])
    try TestSupport.write(
      [0x6C, 0x65, 0x74, 0xFF, 0xFE, 0x0A], to: root.appendingPathComponent("Latin1.swift"))
    let report = Engine(options: RunOptions(paths: ["."], workingDirectory: root)).fix()
    #expect(report.changes.map(\.path) == ["A.swift"])
    #expect(report.problems.count == 2)
    #expect(
      report.problems.contains(Problem(.error, "Latin1.swift: not valid UTF-8; file skipped")))
    #expect(
      report.problems.contains(
        Problem(
          .warning,
          "Broken.swift: does not parse as Swift (line 1: expected identifier in struct); file skipped"
        )))
    #expect(report.hasErrors)
  }

  /// Where two rules edit one property, the view first takes ownership of the model it builds,
  /// then the migration keeps it owned in `@State`, whichever file comes first by name.
  @Test func ownershipMovesBeforeTheMigrationRewritesTheHolder() throws {
    let root = try project([
      "Models/Counter.swift": Self.counter,
      "Views/CounterView.swift": """
      import SwiftUI

      struct CounterView: View {
          @ObservedObject private var counter: Counter

          init() {
              counter = Counter()
          }

          var body: some View { Text("\\(counter.count)") }
      }

      """,
    ])
    let view = try ownershipAndMigration(in: root).changes.first {
      $0.path == "Views/CounterView.swift"
    }
    #expect(view?.updated.text.contains("@State private var counter: Counter") == true)
    #expect(view?.updated.text.contains("_counter = State(wrappedValue: Counter())") == true)
  }

  /// A later pass runs the rules of the files the last pass's fixes changed and of the files
  /// whose rules read what changed; files reading none of it keep their findings.
  @Test func laterPassesRunOnlyTheFilesWhoseReadsChanged() throws {
    let root = try project([
      "Models/Counter.swift": Self.counter,
      "Views/CounterView.swift": """
      import SwiftUI

      struct CounterView: View {
          @ObservedObject private var counter = Counter()
          var body: some View { Text("\\(counter.count)") }
      }

      """,
      "Views/AboutView.swift": """
      import SwiftUI

      struct AboutView: View {
          var body: some View { Text("About") }
      }

      """,
      "Models/Clock.swift": """
      final class Clock {
          var ticks = 0
      }

      """,
    ])
    let report = try ownershipAndMigration(in: root)
    #expect(
      report.changes.map(\.path).sorted() == ["Models/Counter.swift", "Views/CounterView.swift"])
    #expect(
      report.changes.first { $0.path == "Views/CounterView.swift" }?.updated.text.contains(
        "@State private var counter = Counter()") == true)
    // The ownership fix, then the migration, then a pass finding nothing: each later pass
    // runs only the two files the fixes change.
    #expect(report.filesCheckedPerPass == [4, 2, 2])
  }

  @Test func crlfFileKeepsItsLineEndings() throws {
    let text = Self.owned.replacingOccurrences(of: "\n", with: "\r\n")
    let root = try project(["A.swift": text])
    let report = Engine(options: RunOptions(paths: ["."], workingDirectory: root)).fix()
    #expect(
      report.changes.first?.updated.text
        == text.replacingOccurrences(of: "@ObservedObject", with: "@StateObject"))
  }

  @Test func suppressionCommentsSilenceOneLineOrARegion() throws {
    let next = Self.owned.replacingOccurrences(
      of: "    @ObservedObject",
      with: "    // remodel:disable:next observed-object-owned\n    @ObservedObject")
    let this = Self.owned.replacingOccurrences(
      of: "= Model()", with: "= Model() // remodel:disable:this all")
    let other = Self.owned.replacingOccurrences(
      of: "    @ObservedObject",
      with: "    // remodel:disable:next state-observable-object\n    @ObservedObject")
    let root = try project(["Next.swift": next, "This.swift": this, "Other.swift": other])
    let findings = Engine(options: RunOptions(paths: ["."], workingDirectory: root)).check()
      .findings
    // Other.swift's comment names a rule that ran and silenced nothing, so it is reported too.
    #expect(
      findings.map { "\($0.path) \($0.ruleID)" }
        == ["Other.swift unused-suppression", "Other.swift observed-object-owned"])
  }
}
