import Foundation
import RemodelCore
import Testing

@Suite struct UnifiedDiffTests {
  private func render(_ old: String, _ new: String) -> String {
    String(
      decoding: UnifiedDiff(path: "A.swift", old: Array(old.utf8), new: Array(new.utf8)).render(),
      as: UTF8.self)
  }

  @Test func equalContentsGiveNoDiff() {
    #expect(render("a\nb\n", "a\nb\n").isEmpty)
  }

  @Test func oneChangedLineWithThreeLinesOfContext() {
    let old = (1...10).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      render(old, new) == """
        --- a/A.swift
        +++ b/A.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test func distantChangesGetSeparateHunksAndCloseOnesMerge() {
    let old = (1...30).map { "\($0)\n" }.joined()
    var lines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[2] = "three"
    lines[8] = "nine"
    lines[25] = "twenty-six"
    let output = render(old, lines.joined(separator: "\n"))
    #expect(output.components(separatedBy: "\n@@").count - 1 == 2)
    #expect(output.contains("@@ -1,12 +1,12 @@"))
    #expect(output.contains("@@ -23,7 +23,7 @@"))
  }

  @Test func missingFinalNewlineIsMarked() {
    #expect(
      render("a\nb", "a\nc") == """
        --- a/A.swift
        +++ b/A.swift
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +c
        \\ No newline at end of file

        """)
  }

  @Test func carriageReturnsAreKeptInTheLines() {
    let output = UnifiedDiff(
      path: "A.swift", old: Array("a\r\nb\r\n".utf8), new: Array("a\r\nc\r\n".utf8)
    ).render()
    #expect(String(decoding: output, as: UTF8.self).contains("-b\r\n+c\r\n"))
  }

  @Test func insertionIntoAnEmptyFileNumbersTheEmptySideZero() {
    #expect(render("", "a\n").contains("@@ -0,0 +1 @@\n+a\n"))
  }

  /// Random edits to random files: `git apply` must turn the old file into the new one.
  @Test func randomDiffsApplyWithGit() throws {
    var generator = SeededGenerator(seed: 42)
    let directory = try TestSupport.temporaryDirectory()
    for round in 0..<25 {
      let old =
        (0..<Int.random(in: 0...40, using: &generator)).map { _ in
          ["a", "b", "c", "d", "\r"].randomElement(using: &generator)! + "\n"
        }.joined() + (Bool.random(using: &generator) ? "tail" : "")
      var newLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        let index = Int.random(in: 0...newLines.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: newLines.insert("new\(round)", at: index)
        case 1 where index < newLines.count: newLines.remove(at: index)
        default: if index < newLines.count { newLines[index] += "x" }
        }
      }
      let new = newLines.joined(separator: "\n")
      let file = directory.appendingPathComponent("A.swift")
      try TestSupport.write(old, to: file)
      let patch = UnifiedDiff(path: "A.swift", old: Array(old.utf8), new: Array(new.utf8)).render()
      guard !patch.isEmpty else { continue }
      try TestSupport.write(patch, to: directory.appendingPathComponent("p.patch"))
      let result = try TestSupport.run("git", ["apply", "p.patch"], in: directory)
      #expect(result.status == 0, "round \(round): \(result.error)")
      #expect(try Data(contentsOf: file) == Data(new.utf8), "round \(round)")
    }
  }
}

/// A deterministic generator so a failing random case can be reproduced.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
