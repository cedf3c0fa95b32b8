import Foundation
import RemodelCore
import Testing

/// The `remodel` executable end to end: exit statuses and output streams.
@Suite(.serialized) struct CommandLineTests {
  private func project(_ text: String = EngineTests.owned) throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(text, to: root.appendingPathComponent("Sources/A.swift"))
    return root
  }

  private func remodel(_ arguments: [String], in directory: URL) throws -> TestSupport.ProcessResult
  {
    try TestSupport.run(TestSupport.executable.path, arguments, in: directory)
  }

  @Test func diffIsTheDefaultAndExitsOneWhenSomethingWouldChange() throws {
    let root = try project()
    let implicit = try remodel([], in: root)
    let explicit = try remodel(["diff", "."], in: root)
    #expect(implicit.status == 1)
    #expect(implicit.outputText.hasPrefix("--- a/Sources/A.swift\n+++ b/Sources/A.swift\n"))
    #expect(implicit.output == explicit.output)
    #expect(
      try String(contentsOf: root.appendingPathComponent("Sources/A.swift"), encoding: .utf8)
        == EngineTests.owned)
  }

  @Test func diffExitsZeroWhenNothingWouldChange() throws {
    let result = try remodel(["diff"], in: try project("struct A {}\n"))
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
  }

  @Test func fixWritesAndExitsZeroThenDiffIsClean() throws {
    let root = try project()
    let fixed = try remodel(["fix", "Sources"], in: root)
    #expect(fixed.status == 0)
    #expect(fixed.error.contains("1 file changed, 1 fix applied"))
    #expect(try remodel(["diff"], in: root).status == 0)
  }

  @Test func checkExitsOneWithXcodeStyleFindingsAndZeroWhenClean() throws {
    let root = try project()
    let result = try remodel(["check"], in: root)
    #expect(result.status == 1)
    #expect(
      result.outputText.hasPrefix("Sources/A.swift:6:5: warning: use '@StateObject' for 'model'"))
    #expect(result.outputText.hasSuffix("[observed-object-owned]\n"))
    #expect(try remodel(["check"], in: try project("struct A {}\n")).status == 0)
  }

  @Test func checkJSONReporterPrintsAnArray() throws {
    let result = try remodel(["check", "--reporter", "json"], in: try project())
    let records = try JSONSerialization.jsonObject(with: Data(result.output)) as? [[String: Any]]
    #expect(records?.first?["rule"] as? String == "observed-object-owned")
    #expect(records?.first?["fix"] as? String == "safe")
  }

  @Test func checkOutputWritesTheReportToAFileAndTextMeansXcode() throws {
    let root = try project()
    let xcode = try remodel(["check"], in: root)
    #expect(!xcode.output.isEmpty)
    #expect(try remodel(["check", "--reporter", "text"], in: root).output == xcode.output)
    #expect(try remodel(["check", "--reporter", "xcode"], in: root).output == xcode.output)

    let report = root.appendingPathComponent("report.sarif")
    let sarif = try remodel(["check", "--reporter", "sarif", "--output", "report.sarif"], in: root)
    #expect(sarif.status == 1)
    #expect(sarif.output.isEmpty)
    let log = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
    #expect(log?["version"] as? String == "2.1.0")
    // An existing report is replaced whole.
    #expect(try remodel(["check", "--output", "report.sarif"], in: root).status == 1)
    #expect(Array(try Data(contentsOf: report)) == xcode.output)
  }

  @Test func checkOutputThatCannotBeWrittenIsAnError() throws {
    let root = try project()
    let missing = try remodel(["check", "--output", "missing/report.txt"], in: root)
    #expect(missing.status == 2)
    #expect(
      missing.error.contains(
        "remodel: error: missing/report.txt: cannot write file: no such file or directory"))
    let folder = try remodel(["check", "--output", "Sources"], in: root)
    #expect(folder.status == 2)
    #expect(folder.error.contains("remodel: error: Sources: cannot write file: is a directory"))
    #expect(try remodel(["check", "--reporter", "yaml"], in: root).status == 64)
  }

  @Test func missingPathIsAnErrorButOtherPathsAreStillProcessed() throws {
    let root = try project()
    let result = try remodel(["diff", "nope", "Sources"], in: root)
    #expect(result.status == 2)
    #expect(result.error.contains("remodel: error: nope: no such file or directory"))
    #expect(result.outputText.contains("+++ b/Sources/A.swift"))
    #expect(try remodel(["check", "nope"], in: root).status == 2)
    #expect(try remodel(["fix", "nope"], in: root).status == 2)
  }

  @Test func unknownRuleIsAnErrorListingValidRules() throws {
    let result = try remodel(["check", "--rules", "no-such-rule"], in: try project())
    #expect(result.status == 2)
    let valid = RuleRegistry.all.map(\.id).joined(separator: ", ")
    #expect(result.error.contains("unknown rule 'no-such-rule'; valid rules: \(valid)\n"))
    #expect(try remodel(["explain", "no-such-rule"], in: try project()).status == 2)
  }

  @Test func rulesSelectionAndDisable() throws {
    let root = try project()
    #expect(try remodel(["check", "--rules", "state-observable-object"], in: root).status == 0)
    #expect(try remodel(["check", "--disable", "observed-object-owned"], in: root).status == 0)
    #expect(try remodel(["check", "--rules", "observed-object-owned"], in: root).status == 1)
  }

  @Test func rulesTableAndExplain() throws {
    let root = try project()
    let table = try remodel(["rules"], in: root)
    #expect(table.status == 0)
    let row = table.outputText.split(separator: "\n").first {
      $0.hasPrefix("observed-object-owned ")
    }
    #expect(row?.split(separator: " ").prefix(3) == ["observed-object-owned", "on", "safe"])
    let explain = try remodel(["explain", "observed-object-owned"], in: root)
    #expect(explain.status == 0)
    #expect(explain.outputText.contains("+    @StateObject"))
  }

  @Test func explainWorksForEveryRule() throws {
    let root = try project()
    for rule in RuleRegistry.all {
      let explain = try remodel(["explain", rule.id, "--color", "never"], in: root)
      #expect(explain.status == 0, "\(rule.id): \(explain.error)")
      #expect(explain.outputText.hasPrefix("\(rule.id): \(rule.summary)\n"), "\(rule.id)")
      #expect(
        explain.outputText.contains("Example (Fixtures/\(rule.id)/basic):\n\n--- "), "\(rule.id)")
    }
  }

  @Test func rulesMarkdownDocumentsEveryRuleWithItsExample() throws {
    let result = try remodel(["rules", "--markdown"], in: try project())
    #expect(result.status == 0)
    #expect(result.outputText == RuleCatalog.markdown())
    for rule in RuleRegistry.all {
      #expect(result.outputText.contains("\n## `\(rule.id)`\n"), "\(rule.id)")
      #expect(result.outputText.contains("Example (`Fixtures/\(rule.id)/basic`)"), "\(rule.id)")
    }
  }

  @Test func colorAlwaysColoursAndNeverDoesNot() throws {
    let root = try project()
    #expect(try remodel(["diff", "--color", "always"], in: root).outputText.contains("\u{1B}["))
    #expect(!(try remodel(["diff", "--color", "never"], in: root).outputText.contains("\u{1B}[")))
    #expect(
      !(try remodel(["diff"], in: root).outputText.contains("\u{1B}[")), "auto: not a terminal")
  }
}
