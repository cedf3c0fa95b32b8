import Foundation
import RemodelCore
import Testing

/// What adding a rule must touch: its file, one registry line, its fixtures and the changelog.
@Suite struct MetaTests {
  @Test func idsAreKebabCaseAndUnique() {
    let ids = RuleRegistry.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(
        id.range(of: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$", options: .regularExpression) != nil, "\(id)")
    }
  }

  @Test func summariesAreOneSentenceAndRationalesSayWhy() {
    for rule in RuleRegistry.all {
      #expect(rule.summary.hasSuffix("."), "\(rule.id)")
      #expect(!rule.summary.dropLast().contains(". "), "\(rule.id)")
      #expect(rule.rationale.count > 100, "\(rule.id)")
    }
  }

  @Test func everyRuleFileIsRegistered() throws {
    let directory = TestSupport.packageRoot.appendingPathComponent("Sources/RemodelCore/Rules")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    let registered = RuleRegistry.all.map { String(describing: type(of: $0)) }.sorted()
    #expect(files == registered)
  }

  @Test func everyRuleHasABasicCaseAPositiveAndANegative() {
    for rule in RuleRegistry.all {
      let cases = FixtureCase.all.filter { $0.ruleID == rule.id }
      #expect(
        cases.contains { $0.name == "basic" && $0.after != nil }, "\(rule.id) needs a basic case")
      #expect(cases.contains { $0.after == nil }, "\(rule.id) needs a negative case")
      #expect(cases.count >= 8, "\(rule.id) has \(cases.count) cases")
    }
    for fixture in FixtureCase.all {
      #expect(
        fixture.flags.allSatisfy {
          $0 == "--unsafe-fixes"
            || ($0.hasPrefix(FixtureCase.deploymentTargetFlag)
              && fixture.assumedDeploymentTarget != nil)
        }, "\(fixture): unknown option")
    }
    let folders = Set(FixtureCase.all.map(\.ruleID))
    #expect(
      folders.isSubset(of: Set(RuleRegistry.all.map(\.id))), "fixture folders must name rules")
  }

  @Test func explainShowsEveryRuleChangingItsBasicFixture() {
    for rule in RuleRegistry.all {
      let text = String(
        decoding: RuleCatalog.explain(rule, fixturesRoot: TestSupport.fixturesRoot, colors: false),
        as: UTF8.self)
      #expect(text.hasPrefix("\(rule.id): \(rule.summary)\n"), "\(rule.id)")
      #expect(text.contains("\n+"), "\(rule.id): the basic example changes nothing")
    }
    let loadable = RuleRegistry.rule(withID: "loadable-state").map {
      String(
        decoding: RuleCatalog.explain($0, fixturesRoot: TestSupport.fixturesRoot, colors: false),
        as: UTF8.self)
    }
    #expect(loadable?.contains("--- /dev/null\n+++ b/Shared/Loadable.swift\n") == true)
  }

  @Test func docsRulesMarkdownIsTheCurrentOutputOfRulesMarkdown() throws {
    let committed = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("Docs/rules.md"), encoding: .utf8)
    #expect(
      committed == RuleCatalog.markdown(fixturesRoot: TestSupport.fixturesRoot),
      "Docs/rules.md is out of date: run `swift run remodel rules --markdown > Docs/rules.md`")
  }

  @Test func changelogMentionsEveryRule() throws {
    let changelog = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    for rule in RuleRegistry.all { #expect(changelog.contains("`\(rule.id)`"), "\(rule.id)") }
  }

  @Test func readmeRulesTableListsEveryRule() throws {
    let readme = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    for rule in RuleRegistry.all { #expect(readme.contains("`\(rule.id)`"), "\(rule.id)") }
  }
}
