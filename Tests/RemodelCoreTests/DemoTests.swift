import Foundation
import RemodelCore
import Testing

/// The shipped demo app: the README's first command must show a diff that applies, equals what
/// `fix` writes, leaves nothing to do afterwards and still type-checks.
@Suite struct DemoTests {
  static let demo = TestSupport.fixturesRoot.appendingPathComponent("Demo")

  private func copyOfDemo() throws -> URL {
    let project = try TestSupport.temporaryDirectory().appendingPathComponent("Demo")
    try TestSupport.copyTree(Self.demo, to: project)
    return project
  }

  @Test func diffAppliesAndEqualsFixAndTheResultIsClean() throws {
    let patched = try copyOfDemo()
    let recorder = TestSupport.Recorder()
    #expect(
      Modes.diff(RunOptions(paths: ["."], workingDirectory: patched), console: recorder.console)
        == 1)
    #expect(!recorder.output.isEmpty)
    let patch = patched.deletingLastPathComponent().appendingPathComponent("demo.patch")
    try TestSupport.write(recorder.output, to: patch)
    let applied = try TestSupport.run("git", ["apply", patch.path], in: patched)
    #expect(applied.status == 0, "\(applied.error)")

    let fixed = try copyOfDemo()
    let fixRecorder = TestSupport.Recorder()
    #expect(
      Modes.fix(RunOptions(paths: ["."], workingDirectory: fixed), console: fixRecorder.console)
        == 0)
    #expect(try TestSupport.readTree(patched) == TestSupport.readTree(fixed))

    let again = TestSupport.Recorder()
    #expect(
      Modes.diff(RunOptions(paths: ["."], workingDirectory: fixed), console: again.console) == 0)
    #expect(again.output.isEmpty)

    let diagnostics = try Stubs.typecheck(fixed)
    #expect(diagnostics == nil, "\(diagnostics ?? "")")
  }

  @Test func demoTypeChecksAsShipped() throws {
    let diagnostics = try Stubs.typecheck(Self.demo)
    #expect(diagnostics == nil, "\(diagnostics ?? "")")
  }

  /// Opt-in rules are exempt: the demo shows what a plain `remodel diff` does.
  @Test func demoHasAFindingForEveryDefaultRule() {
    let findings = Engine(options: RunOptions(paths: ["."], workingDirectory: Self.demo)).check()
      .findings
    for rule in RuleRegistry.all where rule.isEnabledByDefault {
      #expect(findings.contains { $0.ruleID == rule.id }, "\(rule.id)")
    }
  }

  /// Work spread over threads (the index built beside the module map, edited files parsed in
  /// parallel) gives what one thread gives, every rule and every pass.
  @Test func oneThreadAndTwoGiveTheSameRun() {
    let run = { (jobs: Int) in
      Engine(
        options: RunOptions(
          paths: ["."], rules: RuleRegistry.all, unsafeFixes: true, jobs: jobs,
          workingDirectory: Self.demo)
      ).fix()
    }
    let (one, two) = (run(1), run(2))
    #expect(!one.changes.isEmpty)
    #expect(one.changes.map(\.updated.content) == two.changes.map(\.updated.content))
    #expect(one.appliedFixes == two.appliedFixes)
    #expect(one.remainingFindings == two.remainingFindings)
  }
}
