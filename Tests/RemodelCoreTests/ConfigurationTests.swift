import Foundation
import RemodelCore
import Testing

/// `.remodel.json`: parsing with positioned errors, nearest-wins lookup, and how it combines with
/// the command line, cross-file fixes and batch.
@Suite struct ConfigurationTests {
  /// Writes `files` (path → text) into a fresh folder.
  static func project(_ files: [String: String]) throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    for (path, text) in files { try TestSupport.write(text, to: root.appendingPathComponent(path)) }
    return root
  }

  static func check(_ root: URL, _ options: (inout RunOptions) -> Void = { _ in }) -> RunReport {
    var run = RunOptions(paths: ["."], workingDirectory: root)
    options(&run)
    return Engine(options: run).check()
  }

  private func parse(_ text: String) throws(RemodelError) -> Configuration {
    try Configuration.parse(
      Array(text.utf8), path: "App/.remodel.json", directory: URL(fileURLWithPath: "/tmp"))
  }

  /// The error `parse` throws, as the user reads it.
  private func error(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func readsEveryKey() throws {
    let configuration = try parse(
      """
      {"minimumVersion": "0.0.9", "rules": {"observable-macro-migration": true,
        "viewmodel-main-actor": false}, "exclude": ["Generated"], "unsafeFixes": true,
        "options": {"observable-macro-migration": {"assumeDeploymentTarget": "iOS17"}}}
      """)
    #expect(
      configuration.rules == ["observable-macro-migration": true, "viewmodel-main-actor": false])
    #expect(configuration.exclude == ["Generated"])
    #expect(configuration.unsafeFixes == true)
    #expect(configuration.minimumVersion?.description == "0.0.9")
    #expect(configuration.assumedDeploymentTarget?.description == "iOS 17")
    #expect(configuration.assumedDeploymentTarget?.origin == "App/.remodel.json")
  }

  @Test func errorsNameThePathAndWhereTheProblemIs() {
    #expect(
      error("{\n  \"rules\": {},\n  \"exclud\": []\n}")
        == "App/.remodel.json:3:3: unknown key 'exclud'; valid keys: minimumVersion, rules, exclude, unsafeFixes, options"
    )
    #expect(
      error("{\"exclude\": \"Generated\"}")
        == "App/.remodel.json:1:13: 'exclude' must be an array of strings, not a string")
    #expect(
      error("{\"exclude\": [\"a\", 3]}")
        == "App/.remodel.json:1:19: 'exclude[1]' must be a string, not a number")
    #expect(
      error("{\"unsafeFixes\": \"yes\"}")
        == "App/.remodel.json:1:17: 'unsafeFixes' must be true or false, not a string")
    #expect(
      error("{\"rules\": []}") == "App/.remodel.json:1:11: 'rules' must be an object, not an array")
    #expect(
      error("{\"rules\": {\"no-such-rule\": true}}")?.hasPrefix(
        "App/.remodel.json:1:12: unknown rule 'no-such-rule'; valid rules: state-observable-object, "
      ) == true)
    #expect(
      error("{\"options\": {\"viewmodel-in-body\": {\"x\": 1}}}")
        == "App/.remodel.json:1:36: unknown option 'x' for rule 'viewmodel-in-body'; it takes none")
    #expect(
      error(
        "{\"options\": {\"observable-macro-migration\": {\"assumeDeploymentTarget\": \"iOS\"}}}")
        == "App/.remodel.json:1:71: invalid deployment target 'iOS'; expected e.g. 'iOS17' or 'iOS17,macOS14'"
    )
    #expect(
      error("{\"minimumVersion\": \"soon\"}")
        == "App/.remodel.json:1:20: 'minimumVersion' must be a version such as '1.2.0', not 'soon'")
  }

  @Test func malformedJSONIsReportedAtItsLineAndColumn() {
    #expect(
      error("{\n  \"rules\": {\n    \"viewmodel-in-body\": false,\n  }\n}")
        == "App/.remodel.json:4:3: trailing comma before '}'")
    #expect(error("{\"exclude\": [\"a\",]}") == "App/.remodel.json:1:18: trailing comma before ']'")
    #expect(
      error("{\"exclude\": [\"a\"\n\"b\"]}")
        == "App/.remodel.json:2:1: expected ',' or ']', found '\"'")
    #expect(
      error("{\"exclude\": [\"é\", \"unterminated]}")
        == "App/.remodel.json:1:20: unterminated string")
    #expect(
      error("{\"unsafeFixes\": tru}") == "App/.remodel.json:1:17: expected a value, found 't'")
    #expect(
      error("{\"unsafeFixes\": true} x")
        == "App/.remodel.json:1:23: unexpected 'x' after the end of the document")
    #expect(
      error("{\"rules\": {}, \"rules\": {}}") == "App/.remodel.json:1:15: duplicate key 'rules'")
    #expect(error("") == "App/.remodel.json:1:1: expected a value, found end of file")
    #expect(error("[01]") == "App/.remodel.json:1:2: invalid number")
    #expect(error("[1., 2]") == "App/.remodel.json:1:2: invalid number")
    #expect(error("[-]") == "App/.remodel.json:1:2: invalid number")
    #expect(error("[\"a\\q\"]") == "App/.remodel.json:1:4: invalid escape '\\q'")
    #expect(
      error("\u{FEFF}[0, -1.5e3, 2E+2, true, null, {}]")
        == "App/.remodel.json:1:1: the configuration must be an object, not an array")
    #expect(error("{\"exclude\": [\"\\u00e9\\ud83d\\ude00\\n\"]}") == nil)
    #expect((try? parse("{\"exclude\": [\"\\u00e9\\ud83d\\ude00\"]}"))?.exclude == ["é😀"])
  }

  @Test func minimumVersionRefusesAnOlderTool() throws {
    #expect(error("{\"minimumVersion\": \"\(RemodelVersion.current)\"}") == nil)
    #expect(error("{\"minimumVersion\": \"0.0.1\"}") == nil)
    #expect(
      error("{\n \"minimumVersion\": \"99.0\"}")
        == "App/.remodel.json:2:20: requires remodel 99.0 or later, but this is remodel \(RemodelVersion.current); update remodel"
    )
  }

  @Test func semanticVersionsOrderBySemverPrecedence() throws {
    let ordered = [
      "0.9.9", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta.2",
      "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.1", "2",
    ]
    let versions = ordered.compactMap(RemodelVersion.Semantic.init)
    #expect(versions.count == ordered.count)
    #expect(versions == versions.sorted())
    #expect(versions.shuffled().sorted() == versions)
    #expect(RemodelVersion.Semantic("1.2") == RemodelVersion.Semantic("1.2.0+build.5"))
    for bad in ["", "1.", "1.2.3.4", "v1", "1.-2", "1.0.0-", "１.0"] {
      #expect(RemodelVersion.Semantic(bad) == nil, "\(bad)")
    }
    #expect(RemodelVersion.Semantic(RemodelVersion.current) != nil)
  }

  @Test func theNearestConfigurationWinsAndTheyDoNotMerge() throws {
    let root = try Self.project([
      ".remodel.json": #"{"rules": {"observed-object-owned": false}, "exclude": ["Skipped"]}"#,
      "A.swift": EngineTests.owned,
      "Skipped/B.swift": EngineTests.owned,
      "Feature/.remodel.json": #"{"rules": {"viewmodel-main-actor": false}}"#,
      "Feature/C.swift": EngineTests.owned,
      "Feature/Skipped/D.swift": EngineTests.owned,
    ])
    let found = Self.check(root).findings.map { "\($0.path) \($0.ruleID)" }
    #expect(
      found == [
        "Feature/C.swift observed-object-owned", "Feature/Skipped/D.swift observed-object-owned",
      ])
  }

  @Test func excludePatternsAreRelativeToTheConfigurationsFolder() throws {
    let root = try Self.project([
      "App/.remodel.json": #"{"exclude": ["Sources/Generated/*.swift"]}"#,
      "App/Sources/Generated/A.swift": EngineTests.owned,
      "App/Sources/B.swift": EngineTests.owned,
      "Sources/Generated/C.swift": EngineTests.owned,
    ])
    let paths = Set(Self.check(root).findings.map(\.path))
    #expect(paths == ["App/Sources/B.swift", "Sources/Generated/C.swift"])
  }

  @Test func commandLineRulesReplaceTheConfigurationsAndDisableWins() throws {
    let root = try Self.project([
      ".remodel.json":
        #"{"rules": {"observed-object-owned": false, "observable-macro-migration": true}}"#,
      "A.swift": EngineTests.owned,
    ])
    let configured = Set(Self.check(root).findings.map(\.ruleID))
    #expect(configured == ["observable-macro-migration"])
    let listed = Self.check(root) {
      $0.rules = [PromoteObservedObjectToStateObject()]
      $0.ruleListIsExplicit = true
    }
    #expect(listed.findings.map(\.ruleID) == ["observed-object-owned"])
    let disabled = Self.check(root) { $0.disabledRuleIDs = ["observable-macro-migration"] }
    #expect(disabled.findings.isEmpty)
  }

  @Test func theConfiguredDeploymentTargetGivesWayToTheFlag() throws {
    let root = try Self.project([
      ".remodel.json":
        #"{"options": {"observable-macro-migration": {"assumeDeploymentTarget": "iOS16"}}}"#,
      "Model.swift": DeploymentTargetTests.model,
    ])
    let rules: [any Rule] = [MigrateToObservableMacro()]
    let configured = Self.check(root) { $0.rules = rules }.findings
    #expect(configured.count == 1)
    #expect(configured.first?.fix == nil)
    #expect(configured.first?.message.contains("(iOS 16 in .remodel.json)") == true)
    let flagged = Self.check(root) {
      $0.rules = rules
      $0.assumedDeploymentTarget = try? DeploymentTarget.parse("iOS17")
    }.findings
    #expect(flagged.count == 1)
    #expect(flagged.first?.fix != nil)
  }

  @Test func unsafeFixesApplyOnlyBelowAConfigurationThatAllowsThem() throws {
    let unisolated = EngineTests.owned.replacingOccurrences(of: "@MainActor ", with: "")
    let root = try Self.project([
      "Safe/A.swift": unisolated,
      "Bold/.remodel.json": #"{"unsafeFixes": true}"#,
      "Bold/B.swift": unisolated,
    ])
    let report = Engine(options: RunOptions(paths: ["."], workingDirectory: root)).fix()
    let isolated = report.appliedFixes.filter { $0.ruleID == "viewmodel-main-actor" }.map(\.path)
    #expect(isolated == ["Bold/B.swift"])
    #expect(
      report.remainingFindings.map { "\($0.path) \($0.ruleID)" } == [
        "Safe/A.swift viewmodel-main-actor"
      ])
  }

  /// The hand-off fix edits the parent and the child; a child folder that turns the rule off
  /// keeps the whole fix out, and the finding says why.
  @Test func aMultiFileFixTouchingAFileWhereItsRuleIsOffIsNotApplied() throws {
    let before = TestSupport.fixturesRoot.appendingPathComponent(
      "viewmodel-in-navigation-closure/basic/before")
    let root = try TestSupport.temporaryDirectory()
    let read = { (name: String) in
      try String(contentsOf: before.appendingPathComponent(name), encoding: .utf8)
    }
    try TestSupport.write(
      try read("LibraryView.swift"), to: root.appendingPathComponent("LibraryView.swift"))
    try TestSupport.write(
      try read("BookDetailViewModel.swift"),
      to: root.appendingPathComponent("BookDetailViewModel.swift"))
    try TestSupport.write(
      try read("BookDetailView.swift"),
      to: root.appendingPathComponent("Detail/BookDetailView.swift"))
    let options = RunOptions(
      paths: ["."], rules: [MoveViewModelOutOfNavigationClosure()], workingDirectory: root)
    let open = Engine(options: options).fix()
    #expect(open.changes.count == 2, "without a configuration the fix edits both views")
    try TestSupport.write(
      #"{"rules": {"viewmodel-in-navigation-closure": false}}"#,
      to: root.appendingPathComponent("Detail/.remodel.json"))
    let confined = Engine(options: options).fix()
    #expect(confined.changes.isEmpty)
    #expect(confined.findings.count == 1)
    #expect(confined.findings.first?.fix == nil)
    #expect(
      confined.findings.first?.message.hasSuffix(
        "(not fixed: the fix also edits Detail/BookDetailView.swift, where 'viewmodel-in-navigation-closure' is turned off by Detail/.remodel.json)"
      )
        == true)
  }

  @Test func aBrokenConfigurationStopsTheRunBeforeAnythingIsRead() throws {
    let root = try Self.project([
      "Good/A.swift": EngineTests.owned,
      "Bad/.remodel.json": "{\"rules\": {\"observed-object-owned\": \"off\"}}",
      "Bad/B.swift": EngineTests.owned,
      "Worse/.remodel.json": "{\"rules\": {\"observed-object-owned\": true}",
      "Worse/C.swift": EngineTests.owned,
    ])
    let report = Engine(options: RunOptions(paths: ["."], workingDirectory: root)).fix()
    #expect(report.changes.isEmpty)
    #expect(report.findings.isEmpty)
    #expect(
      report.problems.map(\.description) == [
        "error: Bad/.remodel.json:1:37: 'rules.observed-object-owned' must be true or false, not a string",
        "error: Worse/.remodel.json:1:42: expected ',' or '}', found end of file",
      ])
  }

  /// The example in README.md's Configuration section, run as written.
  @Test func theReadmeExampleDoesWhatTheReadmeSays() throws {
    let readme = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "\n## Configuration\n").dropFirst().first)
    let example = try #require(
      section.components(separatedBy: "```json\n").dropFirst().first?
        .components(separatedBy: "```").first)
    let model = DeploymentTargetTests.model.replacingOccurrences(
      of: "Model", with: "CounterViewModel")
    let root = try Self.project([
      ".remodel.json": example,
      "App.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 16.0;\n",
      "Sources/App/CounterViewModel.swift": model,
      "Sources/Generated/Mocks.swift": EngineTests.owned,
      "Sources/Legacy/Old.swift": EngineTests.owned,
    ])
    let found = { Self.check(root).findings.map { "\($0.path) \($0.ruleID) \($0.fix != nil)" } }
    // viewmodel-main-actor is off, Generated and Legacy are excluded, and the configured iOS 17
    // replaces the project's iOS 16, so the opt-in migration offers its fix.
    #expect(found() == ["Sources/App/CounterViewModel.swift observable-macro-migration true"])
    try FileManager.default.removeItem(at: root.appendingPathComponent(".remodel.json"))
    #expect(
      found() == [
        "Sources/App/CounterViewModel.swift viewmodel-main-actor true",
        "Sources/Generated/Mocks.swift observed-object-owned true",
        "Sources/Legacy/Old.swift observed-object-owned true",
      ])
  }

  @Test func batchHonoursEachRepositorysConfiguration() throws {
    let space = try BatchTests.Workspace()
    try space.repository("plain")
    let quiet = try space.repository("quiet")
    try TestSupport.write(
      #"{"rules": {"observed-object-owned": false}}"#,
      to: quiet.appendingPathComponent(".remodel.json"))
    try GitFixture.commitAll(in: quiet, message: "configure")
    let (status, results, _) = try space.batch(["plain", "quiet"])
    #expect(status == 1)
    #expect(results.map(\.status) == [.changed, .clean])
  }
}
