import Foundation
import RemodelCore
import SwiftSyntax
import Testing

/// The cheap tests that let a run skip files: a word search over the text, line numbers counted
/// without a location converter, and each rule's `mayFind`, which must never hide a finding.
@Suite struct RulePrefilterTests {
  private func file(_ text: String) -> SourceFile {
    SourceFile(
      path: "A.swift", url: URL(fileURLWithPath: "/A.swift"), content: Array(text.utf8),
      hasByteOrderMark: false)
  }

  @Test func containsFindsBytesAnywhere() {
    #expect(file("let sink = 1").contains("sink"))
    #expect(file("sink").contains("sink"))
    #expect(file("a.sink").contains("sink"))
    #expect(!file("sin").contains("sink"))
    #expect(!file("").contains("sink"))
    #expect(file("kitchen sinks").contains("sink"), "a substring is enough for contains")
  }

  @Test func containsWordNeedsIdentifierBoundaries() {
    #expect(file("@State var x = 1").containsWord("State"))
    #expect(file("@SwiftUI.State var x").containsWord("State"))
    #expect(file("x: State").containsWord("State"), "at the end of the file")
    #expect(!file("@StateObject var x").containsWord("State"))
    #expect(!file("let appState = AppState()").containsWord("State"))
    #expect(!file("let _State = 1").containsWord("State"))
    #expect(!file("let éState = 1").containsWord("State"), "a non-ASCII letter joins the word")
    #expect(file("StateObject State").containsWord("State"), "a later occurrence counts")
  }

  /// The one-pass search the index records agrees with asking word by word.
  @Test(arguments: [
    "@State var x = 1", "@SwiftUI.State var x", "x: State", "@StateObject var x",
    "let appState = AppState()", "let _State = 1", "let éState = 1", "StateObject State",
    "List { ForEach(items) { sink in Row(sink) } }.task { }", "", "a",
    ".onAppear{assign()}// LazyVGrid",
  ])
  func wholeWordsAgreesWithContainsWord(_ text: String) {
    let words: Set<String> = [
      "State", "StateObject", "sink", "assign", "List", "LazyVGrid", "task", "onAppear",
    ]
    let source = file(text)
    #expect(source.wholeWords(among: words) == words.filter(source.containsWord))
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func callSiteLinesMatchTheLocationConverter(_ newline: String) {
    let text = ["struct A {", "  let b = B(x: 1)", "", "  let c = C(", "    y: D())", "}", ""]
      .joined(separator: newline)
    let source = ParsedSource(file(text))
    let expected = ["B": 2, "C": 4, "D": 5]
    let lines = Dictionary(
      uniqueKeysWithValues: FileSummary(source).callSites.map { ($0.typeName, $0.line) })
    #expect(lines == expected)
    let converter = source.locationConverter
    let position = source.tree.description.utf8.count
    #expect(converter.location(for: AbsolutePosition(utf8Offset: position)).line == 7)
  }

  /// Wherever a rule finds something in a fixture, its `mayFind` says it may.
  @Test(arguments: FixtureCase.all)
  func mayFindNeverHidesAFinding(_ fixture: FixtureCase) throws {
    let root = fixture.before
    let paths = try Stubs.swiftFiles(in: root).map {
      String($0.path.dropFirst(root.path.count + 1))
    }
    var sources: [String: ParsedSource] = [:]
    for path in paths {
      let url = root.appendingPathComponent(path)
      let source = ParsedSource(
        try SourceFile(path: path, url: url, bytes: Array(try Data(contentsOf: url))))
      if !source.hasSyntaxErrors { sources[path] = source }
    }
    let summaries = sources.keys.sorted().map { FileSummary(sources[$0]!) }
    let index = ProjectIndex(
      files: summaries, modules: ModuleMap(paths: sources.keys.sorted(), workingDirectory: root))
    let store = SourceStore(parsed: sources)
    for summary in summaries {
      let source = sources[summary.path]!
      let context = RuleContext(index: index.scoped(toModuleOf: summary.path), store: store)
      for rule in RuleRegistry.all where !rule.findings(in: source, context: context).isEmpty {
        #expect(
          rule.mayFind(summary: summary, context: context),
          "\(rule.id) finds something in \(summary.path) but its mayFind says no")
      }
    }
  }
}
