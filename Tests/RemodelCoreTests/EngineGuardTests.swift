import Foundation
import RemodelCore
import Testing

/// Rules written to misbehave, proving the engine's guards hold whatever a rule does.
@Suite struct EngineGuardTests {
  /// Replaces the first occurrence of `target` when present; `id` orders findings at one offset.
  struct ReplaceText: Rule {
    let id: String
    let target: String
    let replacement: String
    let summary = "Test rule."
    let rationale = "Test rule."
    let isEnabledByDefault = true
    let fixKind = FixKind.safe

    func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
      guard let range = source.file.text.utf8Range(of: target) else { return [] }
      let edit = TextEdit(path: source.path, range: range, replacement: replacement)
      return [
        Finding(
          ruleID: id, path: source.path, line: 1, column: 1, offset: range.lowerBound,
          message: "replace '\(target)'", fix: Fix(edits: [edit]))
      ]
    }
  }

  private func run(_ rules: [any Rule], on text: String) throws -> (RunReport, URL) {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(text, to: root.appendingPathComponent("A.swift"))
    return (
      Engine(options: RunOptions(paths: ["."], rules: rules, workingDirectory: root)).fix(), root
    )
  }

  @Test func fixThatBreaksTheSyntaxIsRefusedAndReported() throws {
    let (report, _) = try run(
      [ReplaceText(id: "breaker", target: "struct A", replacement: "struct {")], on: "struct A {}\n"
    )
    #expect(report.changes.isEmpty)
    #expect(report.appliedFixes.isEmpty)
    #expect(
      report.problems == [
        Problem(.error, "A.swift: a fix produced invalid Swift; file left unchanged")
      ])
  }

  @Test func editPastTheEndOfTheFileIsRefusedNotACrash() throws {
    let pastTheEnd = FixOnceRule(
      id: "past-the-end", edits: [TextEdit(path: "A.swift", range: 5..<500, replacement: "")])
    let (report, _) = try run([pastTheEnd], on: "let a = 1\n")
    #expect(report.changes.isEmpty)
    #expect(
      report.problems.map(\.message) == [
        "A.swift: an edit reached outside its range or the file; file left unchanged"
      ])
  }

  @Test func fixesThatNeverSettleAreAFailureNotALoop() throws {
    let (report, _) = try run(
      [ReplaceText(id: "restless", target: "let", replacement: "let let_ = 0; let")],
      on: "let a = 1\n")
    #expect(report.changes.isEmpty)
    #expect(report.problems.count == 1)
    #expect(report.problems.first?.message.contains("did not settle") == true)
  }

  @Test func overlappingFixWaitsForTheNextPassAndIsReDerived() throws {
    let rules: [any Rule] = [
      ReplaceText(id: "a-value", target: "a = 1\n", replacement: "a = 10\n"),
      ReplaceText(id: "b-keyword", target: "let a", replacement: "var a"),
    ]
    let (report, _) = try run(rules, on: "let a = 1\n")
    #expect(report.appliedFixes.map(\.ruleID) == ["b-keyword", "a-value"])
    #expect(report.changes.first?.updated.text == "var a = 10\n")
    #expect(report.problems.isEmpty)
  }

  @Test func multiFileFixIsAppliedWholeOrNotAtAll() throws {
    // B's edit breaks B, so A must not change either.
    let touchBoth = FixOnceRule(
      id: "touch-both",
      edits: [
        TextEdit(path: "A.swift", range: 0..<3, replacement: "var"),
        TextEdit(path: "B.swift", range: 0..<6, replacement: "struct {"),
      ])
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write("let a = 1\n", to: root.appendingPathComponent("A.swift"))
    try TestSupport.write("struct B {}\n", to: root.appendingPathComponent("B.swift"))
    let report = Engine(
      options: RunOptions(paths: ["."], rules: [touchBoth], workingDirectory: root)
    ).fix()
    #expect(report.changes.isEmpty, "A must not change when its partner B fails a guard")
    #expect(
      report.problems.map(\.message).sorted() == [
        "A.swift: file left unchanged, as the fixes changing it change B.swift too (B.swift: a fix produced invalid Swift; file left unchanged)",
        "B.swift: a fix produced invalid Swift; file left unchanged",
      ])
  }

  @Test func fixModeWritesNothingOfAUnitWhenOneFileChangedOnDisk() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write("let a = 1\n", to: root.appendingPathComponent("A.swift"))
    try TestSupport.write("let b = 2\n", to: root.appendingPathComponent("B.swift"))
    // Fixes A and B together and, like an editor saving meanwhile, changes B on disk.
    let editedMeanwhile = FixOnceRule(
      id: "edited-meanwhile",
      edits: ["A.swift", "B.swift"].map { TextEdit(path: $0, range: 0..<3, replacement: "var") },
      sideEffect: {
        try? TestSupport.write(
          "let b = 2 // saved by an editor\n", to: root.appendingPathComponent("B.swift"))
      })
    let recorder = TestSupport.Recorder()
    let status = Modes.fix(
      RunOptions(paths: ["."], rules: [editedMeanwhile], workingDirectory: root),
      console: recorder.console)
    #expect(status == Modes.Status.error)
    #expect(
      try String(contentsOf: root.appendingPathComponent("A.swift"), encoding: .utf8)
        == "let a = 1\n")
    #expect(
      try String(contentsOf: root.appendingPathComponent("B.swift"), encoding: .utf8)
        == "let b = 2 // saved by an editor\n")
    #expect(
      recorder.error.contains("B.swift: changed on disk while remodel was working; not written"))
  }
}

@Suite struct CreatedFileTests {
  /// Adds `Shared/Added.swift` while `A.swift` still says `let`, and edits `A.swift` with it.
  let addsAFile = FixOnceRule(
    id: "adds-a-file",
    edits: [
      TextEdit(path: "A.swift", range: 0..<3, replacement: "var"),
      TextEdit(path: "Shared/Added.swift", range: 0..<0, replacement: "struct Added {}\n"),
    ])

  private func project() throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write("let a = 1\n", to: root.appendingPathComponent("A.swift"))
    return root
  }

  @Test func diffShowsTheNewFileAgainstDevNullAndGitAppliesIt() throws {
    let root = try project()
    let recorder = TestSupport.Recorder()
    let options = RunOptions(paths: ["."], rules: [addsAFile], workingDirectory: root)
    #expect(Modes.diff(options, console: recorder.console) == 1)
    #expect(
      recorder.outputText.contains(
        "--- /dev/null\n+++ b/Shared/Added.swift\n@@ -0,0 +1 @@\n+struct Added {}\n"))
    try TestSupport.write(recorder.output, to: root.appendingPathComponent("change.patch"))
    #expect(try TestSupport.run("git", ["apply", "change.patch"], in: root).status == 0)
    #expect(
      try String(contentsOf: root.appendingPathComponent("Shared/Added.swift"), encoding: .utf8)
        == "struct Added {}\n")
  }

  @Test func fixCreatesTheFileAndASecondRunChangesNothing() throws {
    let root = try project()
    let options = RunOptions(paths: ["."], rules: [addsAFile], workingDirectory: root)
    #expect(Modes.fix(options, console: TestSupport.Recorder().console) == 0)
    #expect(
      try String(contentsOf: root.appendingPathComponent("Shared/Added.swift"), encoding: .utf8)
        == "struct Added {}\n")
    #expect(
      try String(contentsOf: root.appendingPathComponent("A.swift"), encoding: .utf8)
        == "var a = 1\n")
    #expect(Engine(options: options).fix().changes.isEmpty)
  }

  @Test func aFileInTheWayStopsTheWholeUnit() throws {
    let root = try project()
    try TestSupport.write(
      "// someone else's\n", to: root.appendingPathComponent("Shared/Added.swift"))
    let options = RunOptions(
      paths: ["A.swift"], rules: [addsAFile], workingDirectory: root)
    let report = Engine(options: options).fix()
    #expect(report.changes.isEmpty)
    #expect(report.problems.contains { $0.message.contains("Shared/Added.swift") })
  }
}

/// A test rule: while `A.swift` starts with `let`, one finding whose fix is `edits`, after
/// running `sideEffect` (to change the world while the engine works).
struct FixOnceRule: Rule {
  let id: String
  let edits: [TextEdit]
  var sideEffect: @Sendable () -> Void = {}
  let summary = "Test rule."
  let rationale = "Test rule."
  let isEnabledByDefault = true
  let fixKind = FixKind.safe

  func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    guard source.path == "A.swift", source.file.text.hasPrefix("let") else { return [] }
    sideEffect()
    return [
      Finding(
        ruleID: id, path: "A.swift", line: 1, column: 1, offset: 0, message: "x",
        fix: Fix(edits: edits))
    ]
  }
}

extension String {
  /// The UTF-8 byte range of the first occurrence of `needle`.
  fileprivate func utf8Range(of needle: String) -> Range<Int>? {
    guard let range = range(of: needle) else { return nil }
    let start = utf8.distance(from: utf8.startIndex, to: range.lowerBound)
    return start..<(start + needle.utf8.count)
  }
}
