import RemodelCore
import Testing

@Suite struct EditApplierTests {
  private func edit(_ range: Range<Int>, _ text: String, in path: String = "A.swift") -> TextEdit {
    TextEdit(path: path, range: range, replacement: text)
  }

  /// Offers each fix in turn; returns which were accepted and the applier.
  private func offer(_ fixes: [Fix]) -> ([Bool], EditApplier) {
    var applier = EditApplier()
    let accepted = fixes.map { applier.offer($0) }
    return (accepted, applier)
  }

  @Test func splicesBackToFrontSoEarlierOffsetsStayValid() {
    let content = Array("let a = 1\nlet b = 2\n".utf8)
    let edits = [edit(4..<5, "alpha"), edit(14..<15, "beta")]
    #expect(
      String(decoding: EditApplier.apply(edits, to: content), as: UTF8.self)
        == "let alpha = 1\nlet beta = 2\n")
  }

  @Test func overlappingFixIsDeferredWhole() {
    let second = Fix(edits: [edit(20..<22, "y"), edit(3..<8, "z")])
    let (accepted, applier) = offer([Fix(edits: [edit(0..<5, "x")]), second])
    #expect(accepted == [true, false])
    #expect(applier.deferredFixes == [second])
    #expect(
      applier.edits(for: "A.swift") == [edit(0..<5, "x")], "no half of a deferred fix is kept")
  }

  @Test func fixDeclaringWhatAnAcceptedFixDeclaresWaitsForTheNextPass() {
    let inApp = Fix(edits: [edit(9..<9, "enum Loadable {}\n")], declarations: ["Loadable@App"])
    let inAppAndWidget = Fix(
      edits: [edit(7..<7, "enum Loadable {}\n", in: "B.swift")],
      declarations: ["Loadable@App", "Loadable@Widget"])
    let inWidgetOnly = Fix(
      edits: [edit(5..<5, "enum Loadable {}\n", in: "C.swift")], declarations: ["Loadable@Widget"])
    let (accepted, applier) = offer([inApp, inAppAndWidget, inWidgetOnly])
    #expect(accepted == [true, false, true], "a module shared with an accepted fix defers")
    #expect(applier.deferredFixes == [inAppAndWidget])
  }

  @Test func insertionsAtTheSamePointFromDifferentFixesConflict() {
    let (accepted, _) = offer([Fix(edits: [edit(4..<4, "a")]), Fix(edits: [edit(4..<4, "b")])])
    #expect(accepted == [true, false])
  }

  @Test func wholeLinesInsertedAtOnePointByDifferentFixesGoInTheirOrder() {
    let (accepted, applier) = offer([
      Fix(edits: [edit(4..<4, "  @Bindable var a = a\n")]),
      Fix(edits: [edit(4..<4, "  @Bindable var b = b\r\n")]),
      Fix(edits: [edit(4..<4, "c")]),
    ])
    #expect(accepted == [true, true, false], "a line and a fragment at one point still conflict")
    let result = EditApplier.apply(applier.edits(for: "A.swift"), to: Array("x {\n}\n".utf8))
    #expect(
      String(decoding: result, as: UTF8.self)
        == "x {\n  @Bindable var a = a\n  @Bindable var b = b\r\n}\n")
  }

  @Test func editIdenticalToAnAcceptedOneIsAppliedOnce() {
    let importLine = edit(0..<0, "import Observation\n")
    let (accepted, applier) = offer([
      Fix(edits: [importLine, edit(10..<12, "a")]), Fix(edits: [importLine, edit(20..<22, "b")]),
    ])
    #expect(accepted == [true, true])
    #expect(applier.edits(for: "A.swift") == [importLine, edit(10..<12, "a"), edit(20..<22, "b")])
  }

  @Test func insertionAtTheEdgeOfAReplacementConflicts() {
    let (accepted, _) = offer([
      Fix(edits: [edit(4..<8, "a")]), Fix(edits: [edit(8..<8, "b")]),
      Fix(edits: [edit(4..<4, "c")]),
    ])
    #expect(accepted == [true, false, false])
  }

  @Test func adjacentReplacementsAndOtherFilesDoNotConflict() {
    let (accepted, applier) = offer([
      Fix(edits: [edit(0..<4, "a")]), Fix(edits: [edit(4..<8, "b")]),
      Fix(edits: [edit(0..<4, "c", in: "B.swift")]),
    ])
    #expect(accepted == [true, true, true])
    #expect(applier.changedPaths == ["A.swift", "B.swift"])
  }

  @Test func insertionsOfOneFixAtOnePointKeepTheirOrder() {
    let (accepted, applier) = offer([Fix(edits: [edit(0..<0, "first "), edit(0..<0, "second ")])])
    #expect(accepted == [true])
    let result = EditApplier.apply(applier.edits(for: "A.swift"), to: Array("x".utf8))
    #expect(String(decoding: result, as: UTF8.self) == "first second x")
  }

  @Test func identicalFixOfSeveralFindingsIsAcceptedOnce() {
    let shared = Fix(edits: [edit(0..<3, "var"), edit(0..<3, "var", in: "B.swift")])
    let (accepted, applier) = offer([shared, shared])
    #expect(accepted == [true, true])
    #expect(applier.acceptedFixes == [shared])
    #expect(applier.edits(for: "B.swift").count == 1)
  }

  @Test func fixWhoseOwnEditsOverlapIsRefused() {
    let (accepted, _) = offer([Fix(edits: [edit(0..<4, "a"), edit(2..<6, "b")])])
    #expect(accepted == [false])
  }

  @Test func guardDetectsBytesChangedOutsideEdits() {
    let original = Array("abcdef".utf8)
    let edits = [edit(2..<3, "XY")]
    #expect(
      EditApplier.preservesUneditedBytes(
        original: original, result: Array("abXYdef".utf8), edits: edits))
    #expect(
      !EditApplier.preservesUneditedBytes(
        original: original, result: Array("abXYdeF".utf8), edits: edits))
    #expect(
      !EditApplier.preservesUneditedBytes(
        original: original, result: Array("abXYdefg".utf8), edits: edits))
  }
}
