import Foundation
import RemodelCore
import SwiftParser
import Testing

/// Seeded mutations of every fixture's files (deleted, duplicated and truncated lines,
/// unbalanced braces, random bytes, very long lines, deep nesting), run through every rule
/// with unsafe fixes: the engine must not crash, must report unparsable input, and every file it
/// changes must still parse. `REMODEL_FUZZ_CASES` sets how many cases run (default 300).
@Suite struct FuzzTests {
  static let caseCount =
    ProcessInfo.processInfo.environment["REMODEL_FUZZ_CASES"].flatMap(Int.init) ?? 300

  /// Every Swift file of every fixture's `before/` tree, with its project.
  static let files: [(project: URL, file: String)] = FixtureCase.all.flatMap { fixture in
    ((try? Stubs.swiftFiles(in: fixture.before)) ?? []).map {
      (fixture.before, String($0.path.dropFirst(fixture.before.path.count + 1)))
    }
  }

  @Test(arguments: 0..<caseCount)
  func mutatedInputNeverBreaksTheEngine(_ seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    let (source, file) = Self.files[Int(random.next() % UInt64(Self.files.count))]
    let project = try TestSupport.temporaryDirectory().appendingPathComponent("p")
    try TestSupport.copyTree(source, to: project)
    let target = project.appendingPathComponent(file)
    let original = Array(try Data(contentsOf: target))
    let mutation = Mutation.allCases[Int(random.next() % UInt64(Mutation.allCases.count))]
    let mutated = mutation.apply(to: original, &random)
    try TestSupport.write(mutated, to: target)

    let report = Engine(
      options: RunOptions(
        paths: ["."], rules: RuleRegistry.all, unsafeFixes: true, jobs: 1,
        workingDirectory: project)
    ).fix()
    for change in report.changes {
      let tree = Parser.parse(source: String(decoding: change.updated.content, as: UTF8.self))
      #expect(!tree.hasError, "\(mutation) of \(file) (seed \(seed)) broke \(change.path)")
    }
    let mutatedParses = String(validating: mutated, as: UTF8.self).map {
      !Parser.parse(source: $0).hasError
    }
    if mutatedParses != true {
      // Unparsable or not UTF-8: named as a problem, never changed.
      #expect(report.problems.contains { $0.message.contains(file) }, "\(mutation) (seed \(seed))")
      #expect(!report.changes.contains { $0.path == file }, "\(mutation) (seed \(seed))")
    }
  }
}

extension FuzzTests {
  /// Code that parses but does not compile may lead a value back to itself (found by seed 180
  /// of the mutations): the run must end, reporting the class it cannot type.
  @Test func valuesLeadingBackToThemselvesEndTheRun() throws {
    let project = try TestSupport.temporaryDirectory().appendingPathComponent("p")
    try TestSupport.write(
      """
      import Combine
      import SwiftUI

      final class Recorder: ObservableObject {
          @Published var isRecording = false
      }

      struct RecorderPreview: View {
          @StateObject private var recorder = {
              return recorder
          }()
          @ObservedObject var first = second
          @ObservedObject var second = first

          var body: some View {
              Text(recorder.isRecording ? "Recording" : "Idle")
          }
      }

      """, to: project.appendingPathComponent("A.swift"))
    let report = Engine(
      options: RunOptions(
        paths: ["."], rules: RuleRegistry.all, unsafeFixes: true, jobs: 1,
        workingDirectory: project)
    ).fix()
    let migration = report.findings.filter { $0.ruleID == "observable-macro-migration" }
    #expect(migration.map(\.line) == [4])
    #expect(migration.first?.fix == nil)
    #expect(migration.first?.message.contains("A.swift:12 holds 'first'") == true)
  }
}

/// What a mutation does to a file's bytes.
private enum Mutation: CaseIterable {
  case deleteLine, duplicateLine, truncate, openBrace, closeBrace, randomBytes, longLine
  case deepNesting

  func apply(to bytes: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map(Array.init)
    let line = Int(random.next() % UInt64(max(lines.count, 1)))
    switch self {
    case .deleteLine:
      lines.remove(at: line)
    case .duplicateLine:
      lines.insert(lines[line], at: line)
    case .truncate:
      return Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
    case .openBrace:
      lines.insert(Array("    {".utf8), at: line)
    case .closeBrace:
      lines.insert(Array("}".utf8), at: line)
    case .randomBytes:
      let count = 1 + Int(random.next() % 8)
      lines[line] += (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    case .longLine:
      let text = "let long = \"" + String(repeating: "x", count: 20_000) + "\""
      lines.insert(Array(text.utf8), at: line)
    case .deepNesting:
      let depth = 300
      let text =
        "let nested = " + String(repeating: "{ ", count: depth)
        + String(repeating: "}", count: depth)
      lines.insert(Array(text.utf8), at: line)
    }
    return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
  }
}
