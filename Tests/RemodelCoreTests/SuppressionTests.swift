import Foundation
import RemodelCore
import Testing

/// Suppression comments: every form, and `check` reporting those that silence nothing.
@Suite struct SuppressionTests {
  /// `EngineTests.owned` with `comment` on its own line above the `@ObservedObject` property,
  /// which `observed-object-owned` reports on line 7 once the comment is in.
  private func owned(commentAbove comment: String) -> String {
    EngineTests.owned.replacingOccurrences(
      of: "    @ObservedObject", with: "    \(comment)\n    @ObservedObject")
  }

  private func check(
    _ files: [String: String], rules: [String]? = nil, jobs: Int = 2
  ) throws -> [Finding] {
    let root = try TestSupport.temporaryDirectory()
    for (path, text) in files { try TestSupport.write(text, to: root.appendingPathComponent(path)) }
    let selected = try RuleRegistry.select(only: rules, disabled: [])
    return Engine(
      options: RunOptions(paths: ["."], rules: selected, jobs: jobs, workingDirectory: root)
    )
    .check().findings
  }

  private func unused(_ findings: [Finding]) -> [String] {
    findings.filter { $0.ruleID == SuppressionLedger.ruleID }.map {
      "\($0.path):\($0.line):\($0.column): \($0.message)"
    }
  }

  @Test func disableFileSilencesItsWholeFileWhereverItIs() throws {
    let silenced =
      EngineTests.owned + "// remodel:disable-file state-observable-object, observed-object-owned\n"
    let findings = try check(["Silenced.swift": silenced, "Other.swift": EngineTests.owned])
    #expect(
      findings.map { "\($0.path) \($0.ruleID)" } == [
        "Other.swift observed-object-owned",
        "Silenced.swift unused-suppression",
      ])
    #expect(
      unused(findings) == [
        "Silenced.swift:9:1: remove 'state-observable-object' from 'remodel:disable-file': it silences nothing"
      ])
  }

  @Test func commentSilencingNothingIsReportedWithTheRulesItNames() throws {
    let findings = try check([
      "A.swift": owned(commentAbove: "// remodel:disable:next state-observable-object"),
      "B.swift": owned(commentAbove: "// remodel:disable:next observed-object-owned"),
    ])
    #expect(
      unused(findings) == [
        "A.swift:6:5: remove 'state-observable-object' from 'remodel:disable:next': it silences nothing"
      ])
    #expect(findings.filter { $0.path == "B.swift" }.isEmpty)
  }

  @Test func rulesThatDidNotRunAreNotJudged() throws {
    let text = owned(commentAbove: "// remodel:disable:next state-observable-object")
    #expect(unused(try check(["A.swift": text], rules: ["observed-object-owned"])).isEmpty)
    #expect(unused(try check(["A.swift": text], rules: ["state-observable-object"])).count == 1)
  }

  /// `all` covers opt-in rules too: only when every rule ran is it known to silence nothing.
  @Test func allIsJudgedOnlyWhenEveryRuleRan() throws {
    let files = ["A.swift": "struct A {} // remodel:disable:this all\n"]
    #expect(unused(try check(files)).isEmpty)
    #expect(
      unused(try check(files, rules: RuleRegistry.all.map(\.id))) == [
        "A.swift:1:13: remove 'all' from 'remodel:disable:this': it silences nothing"
      ])
    let used = EngineTests.owned.replacingOccurrences(
      of: "= Model()", with: "= Model() // remodel:disable:this all")
    #expect(unused(try check(["A.swift": used], rules: RuleRegistry.all.map(\.id))).isEmpty)
  }

  @Test func unknownRuleOrNoRuleIsReportedWhateverRan() throws {
    let findings = try check(
      [
        "A.swift": "struct A {} // remodel:disable:this observed-object-ownd\n",
        "C.swift": "struct C {} // remodel:disable:this x, state-observable-object, y\n",
        "B.swift": "// remodel:disable\nstruct B {}\n",
      ], rules: ["state-observable-object"])
    #expect(
      unused(findings) == [
        "A.swift:1:13: 'observed-object-ownd' in 'remodel:disable:this' is not a rule; see 'remodel rules'",
        "B.swift:1:1: name the rules 'remodel:disable' silences, or 'all'",
        "C.swift:1:13: 'x', 'y' in 'remodel:disable:this' are not rules; see 'remodel rules'",
        "C.swift:1:13: remove 'state-observable-object' from 'remodel:disable:this': it silences nothing",
      ])
  }

  @Test func regionCountsAsUsedWhenAnythingInsideIsSilenced() throws {
    let region =
      EngineTests.owned.replacingOccurrences(
        of: "struct Screen", with: "// remodel:disable observed-object-owned\nstruct Screen")
      + "// remodel:enable observed-object-owned\n"
    let empty =
      "// remodel:disable observed-object-owned\nstruct A {}\n// remodel:enable observed-object-owned\n"
      + EngineTests.owned
    let findings = try check(["Region.swift": region, "Empty.swift": empty])
    #expect(findings.filter { $0.path == "Region.swift" }.isEmpty)
    #expect(
      unused(findings) == [
        "Empty.swift:1:1: remove 'observed-object-owned' from 'remodel:disable': it silences nothing"
      ])
    #expect(findings.contains { $0.path == "Empty.swift" && $0.ruleID == "observed-object-owned" })
  }

  /// The comment sits on a holder in another file than the class the rule reports.
  @Test func commentConsultedByARuleRunningOnAnotherFileCountsAsUsed() throws {
    let fixture = TestSupport.fixturesRoot.appendingPathComponent(
      "observable-macro-migration/silenced-holder-refused/before")
    let findings = Engine(
      options: RunOptions(
        paths: ["."],
        rules: try RuleRegistry.select(only: ["observable-macro-migration"], disabled: []),
        workingDirectory: fixture)
    ).check().findings
    #expect(findings.map(\.path) == ["Stopwatch.swift"])
    #expect(unused(findings).isEmpty)
  }

  @Test func blockCommentsWorkButCommentedOutCodeIsNotADirective() throws {
    let block = EngineTests.owned.replacingOccurrences(
      of: "= Model()", with: "= Model() /* remodel:disable:this observed-object-owned */")
    let commentedOut = "/*\n// remodel:disable:next no-such-rule\nstruct A {}\n*/\n"
    let findings = try check(["Block.swift": block, "Old.swift": commentedOut])
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func reportIsTheSameWhateverTheParallelism() throws {
    var files: [String: String] = [:]
    for index in 0..<12 {
      files["F\(index).swift"] = owned(
        commentAbove:
          "// remodel:disable:next \(index % 2 == 0 ? "observed-object-owned" : "state-observable-object")"
      )
    }
    let one = try check(files, jobs: 1)
    #expect(unused(one).count == 6)
    #expect(try check(files, jobs: 4) == one)
  }

  @Test func onlyCheckReportsUnusedComments() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(
      owned(commentAbove: "// remodel:disable:next state-observable-object"),
      to: root.appendingPathComponent("A.swift"))
    let report = Engine(options: RunOptions(paths: ["."], workingDirectory: root)).fix()
    #expect(report.findings.map(\.ruleID) == ["observed-object-owned"])
    #expect(report.changes.count == 1)
  }
}
