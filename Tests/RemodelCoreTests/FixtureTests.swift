import Foundation
import RemodelCore
import SwiftSyntax
import Testing

/// Every fixture case, and the checks derived from it for free.
@Suite struct FixtureTests {
  @Test(arguments: FixtureCase.all)
  func engineTurnsBeforeIntoAfter(_ fixture: FixtureCase) throws {
    let work = try TestSupport.temporaryDirectory()
    try TestSupport.copyTree(fixture.before, to: work.appendingPathComponent("p"))
    let project = work.appendingPathComponent("p")
    let recorder = TestSupport.Recorder()
    let status = Modes.fix(fixture.options(in: project), console: recorder.console)
    #expect(status == Modes.Status.success, "\(recorder.error)")
    #expect(try TestSupport.treeDifference(project, fixture.expected) == nil)

    let findings = Engine(options: fixture.options(in: fixture.before)).check().findings
    if let findingsFile = fixture.findingsFile {
      let expected = try String(contentsOf: findingsFile, encoding: .utf8)
      let actual = String(
        decoding: FindingReporter.xcode.render(findings, colors: false), as: UTF8.self)
      #expect(actual == expected)
    } else if fixture.after == nil {
      #expect(findings.isEmpty, "a case without after/ must report nothing")
    }
  }

  @Test(arguments: FixtureCase.all)
  func secondRunChangesNothing(_ fixture: FixtureCase) throws {
    let report = Engine(options: fixture.options(in: fixture.expected)).fix()
    #expect(report.changes.map(\.path) == [])
    #expect(report.appliedFixes.map(\.message) == [])
    #expect(report.problems.isEmpty, "\(report.problems)")
  }

  @Test(arguments: FixtureCase.all.filter { $0.after != nil })
  func printedDiffAppliesWithGit(_ fixture: FixtureCase) throws {
    let work = try TestSupport.temporaryDirectory()
    let project = work.appendingPathComponent("p")
    try TestSupport.copyTree(fixture.before, to: project)
    let recorder = TestSupport.Recorder()
    let status = Modes.diff(fixture.options(in: project), console: recorder.console)
    let expectedStatus =
      try TestSupport.readTree(fixture.before) == TestSupport.readTree(fixture.expected)
      ? Modes.Status.success : Modes.Status.changesOrFindings
    #expect(status == expectedStatus, "\(recorder.error)")
    #expect(
      try TestSupport.readTree(project) == TestSupport.readTree(fixture.before), "diff wrote files")
    guard !recorder.output.isEmpty else { return }
    let patch = work.appendingPathComponent("change.patch")
    try TestSupport.write(recorder.output, to: patch)
    let applied = try TestSupport.run("git", ["apply", "--unsafe-paths", patch.path], in: project)
    #expect(applied.status == 0, "\(applied.error)")
    #expect(try TestSupport.treeDifference(project, fixture.expected) == nil)
  }

  @Test(arguments: FixtureCase.all)
  func beforeAndAfterTypeCheckAgainstStubs(_ fixture: FixtureCase) throws {
    for tree in Set([fixture.before, fixture.expected]) {
      let diagnostics = try Stubs.typecheck(tree)
      #expect(diagnostics == nil, "\(tree.lastPathComponent): \(diagnostics ?? "")")
    }
  }

  @Test(arguments: FixtureCase.all)
  func disableCommentSuppressesTheRule(_ fixture: FixtureCase) throws {
    let project = try copyEditingEachFile(fixture.before) { file in
      prepend("// remodel:disable \(fixture.ruleID)", to: file)
    }
    let report = Engine(options: fixture.options(in: project)).fix()
    #expect(report.findings.isEmpty)
    #expect(report.changes.isEmpty)
  }

  /// Each finding of a positive case goes away with `remodel:disable:next` on a line of its own
  /// above it, and that comment is not reported as unused.
  @Test(arguments: FixtureCase.all.filter { $0.after != nil || $0.findingsFile != nil })
  func disableNextCommentSilencesEachFinding(_ fixture: FixtureCase) throws {
    let findings = Engine(options: fixture.options(in: fixture.before)).check().findings
      .filter { $0.ruleID == fixture.ruleID }
    #expect(!findings.isEmpty, "a positive case reports something")
    for finding in findings {
      let project = try TestSupport.temporaryDirectory().appendingPathComponent("p")
      try TestSupport.copyTree(fixture.before, to: project)
      let file = project.appendingPathComponent(finding.path)
      let original = Array(try Data(contentsOf: file))
      guard
        let edited = insertLine(
          "// remodel:disable:next \(fixture.ruleID)", above: finding.line, in: original)
      else {
        // Reason: a line inside a multi-line string literal cannot take a comment.
        continue
      }
      try TestSupport.write(edited, to: file)
      let after = Engine(options: fixture.options(in: project)).check().findings
      let place = "\(finding.path):\(finding.line):\(finding.column)"
      #expect(
        !after.contains {
          ($0.ruleID, $0.path, $0.line, $0.column)
            == (finding.ruleID, finding.path, finding.line + 1, finding.column)
        }, "\(place) still reported")
      #expect(
        !after.contains { $0.ruleID == SuppressionLedger.ruleID },
        "\(place): \(after.filter { $0.ruleID == SuppressionLedger.ruleID }.map(\.message))")
    }
  }

  @Test(arguments: FixtureCase.all)
  func multiByteCommentBeforeEverythingShiftsNothing(_ fixture: FixtureCase) throws {
    let comment = "// Überprüfung ✨ 検査 — ünïcödé"
    let project = try copyEditingEachFile(fixture.before) { prepend(comment, to: $0) }
    // Files the fix creates come out as the fix writes them, without the comment.
    let existing = Set(try TestSupport.readTree(fixture.before).keys)
    let expected = try copyEditingEachFile(fixture.expected, only: existing) {
      prepend(comment, to: $0)
    }
    let recorder = TestSupport.Recorder()
    _ = Modes.fix(fixture.options(in: project), console: recorder.console)
    #expect(
      try TestSupport.treeDifference(project, expected) == nil, "\(recorder.error)")
  }

  @Test(arguments: FixtureCase.all)
  func codeInsideBlockCommentFindsNothing(_ fixture: FixtureCase) throws {
    let project = try copyEditingEachFile(fixture.before) { file in
      let (mark, body) = splitByteOrderMark(file)
      return mark + Array("/*\n".utf8) + body + Array("\n*/\n".utf8)
    }
    #expect(Engine(options: fixture.options(in: project)).check().findings.isEmpty)
  }

  private func copyEditingEachFile(
    _ tree: URL, only paths: Set<String>? = nil, _ edit: ([UInt8]) -> [UInt8]
  ) throws -> URL {
    let project = try TestSupport.temporaryDirectory().appendingPathComponent("p")
    try TestSupport.copyTree(tree, to: project)
    for path in try TestSupport.readTree(project).keys.sorted()
    where path.hasSuffix(".swift") && paths?.contains(path) != false {
      let file = project.appendingPathComponent(path)
      try TestSupport.write(edit(Array(try Data(contentsOf: file))), to: file)
    }
    return project
  }

  /// `text` as a line of its own before line `line` (1-based), indented like it and ending in
  /// the file's line ending; nil when that line starts inside a multi-line string literal.
  private func insertLine(_ text: String, above line: Int, in file: [UInt8]) -> [UInt8]? {
    let (mark, body) = splitByteOrderMark(file)
    let source = SourceFile(
      path: "", url: URL(fileURLWithPath: "/"), content: body, hasByteOrderMark: false)
    let parsed = ParsedSource(source)
    let lineStart = parsed.locationConverter.position(ofLine: line, column: 1).utf8Offset
    let insideString = parsed.tree.tokens(viewMode: .sourceAccurate).contains {
      $0.tokenKind.isStringSegment && $0.position.utf8Offset <= lineStart
        && lineStart < $0.endPositionBeforeTrailingTrivia.utf8Offset
    }
    guard !insideString else { return nil }
    let indentation = body[lineStart...].prefix {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
    }
    return mark + body[..<lineStart] + indentation + Array((text + source.lineEnding).utf8)
      + body[lineStart...]
  }

  /// Puts a comment line first, after any byte-order mark, ending in the file's own line ending.
  private func prepend(_ comment: String, to file: [UInt8]) -> [UInt8] {
    let (mark, body) = splitByteOrderMark(file)
    let lineEnding =
      body.firstIndex(of: UInt8(ascii: "\n")).map { $0 > 0 && body[$0 - 1] == 13 } == true
      ? "\r\n" : "\n"
    return mark + Array((comment + lineEnding).utf8) + body
  }

  private func splitByteOrderMark(_ file: [UInt8]) -> ([UInt8], [UInt8]) {
    file.starts(with: SourceFile.byteOrderMark)
      ? (SourceFile.byteOrderMark, Array(file.dropFirst(3))) : ([], file)
  }
}

extension TokenKind {
  fileprivate var isStringSegment: Bool {
    if case .stringSegment = self { return true }
    return false
  }
}
