import Foundation
import RemodelCore
import Testing

/// The store keeps the trees of at most its budget of source and parses the others again.
@Suite struct SourceStoreTests {
  private func file(_ name: String, _ text: String) -> SourceFile {
    SourceFile(
      path: name, url: URL(fileURLWithPath: "/\(name)"), content: Array(text.utf8),
      hasByteOrderMark: false)
  }

  private let files = (1...4).map { number in
    (path: "F\(number).swift", text: "struct F\(number) { let value = \(number) }\n")
  }

  /// A budget of two files' worth of text.
  private func store() -> SourceStore {
    SourceStore(
      files: files.map { file($0.path, $0.text) }, treeBudget: 2 * files[0].text.utf8.count)
  }

  @Test func treesOverTheBudgetAreParsedAgainFromTheCurrentText() {
    let store = store()
    for entry in files { _ = store.parsed(at: entry.path) }
    // The two most recent trees are kept, most recent first; the others come after, in order.
    #expect(store.keptFirst(files.map(\.path)) == ["F4.swift", "F3.swift", "F1.swift", "F2.swift"])
    for entry in files {
      #expect(store.parsed(at: entry.path)?.tree.description == entry.text)
    }
    #expect(store.parsed(at: "Missing.swift") == nil)
  }

  @Test func addSetsTheTextAndDropsAnyTree() {
    let store = store()
    _ = store.parsed(at: "F1.swift")
    let changed = "struct F1 { let value = 7 }\n"
    store.add(file("F1.swift", changed))
    #expect(store.keptFirst(["F2.swift", "F1.swift"]) == ["F2.swift", "F1.swift"], "no tree kept")
    #expect(store.parsed(at: "F1.swift")?.tree.description == changed)
  }

  @Test func updateReplacesTheTextAndKeepsTheNewTree() {
    let store = store()
    for entry in files { _ = store.parsed(at: entry.path) }
    // As long as before, so the budget still holds two files.
    let changed = "struct F1 { let value = 9 }\n"
    store.update(ParsedSource(file("F1.swift", changed)))
    #expect(store.file(at: "F1.swift")?.text == changed)
    #expect(store.keptFirst(["F1.swift", "F2.swift", "F3.swift"]).first == "F1.swift")
    #expect(store.parsed(at: "F1.swift")?.tree.description == changed)
    // Updating a file whose tree is kept replaces that tree rather than keeping both.
    store.update(ParsedSource(file("F1.swift", "struct F1 {}\n")))
    #expect(store.parsed(at: "F1.swift")?.tree.description == "struct F1 {}\n")
    #expect(store.keptFirst(files.map(\.path)).prefix(2) == ["F1.swift", "F4.swift"])
  }

  /// A released text is read again from disk as long as it is the same, and reported as
  /// changed on disk, not served, once it is not.
  @Test func releasedTextIsReadAgainAndCheckedAgainstWhatWasRead() throws {
    let root = try TestSupport.temporaryDirectory()
    let url = root.appendingPathComponent("F1.swift")
    let text = "\u{FEFF}struct F1 { let value = 1 }\r\n"
    try TestSupport.write(text, to: url)
    let store = SourceStore()
    store.add(try SourceFile.load(path: "F1.swift", url: url))
    store.releaseText(of: "F1.swift")
    #expect(store.file(at: "F1.swift")?.bytes == Array(text.utf8))
    #expect(store.parsed(at: "F1.swift")?.tree.description == "struct F1 { let value = 1 }\r\n")
    #expect(store.changedOnDisk.isEmpty)
    // Same length, other bytes: the digest tells them apart.
    try TestSupport.write(text.replacingOccurrences(of: "1 }", with: "2 }"), to: url)
    store.releaseText(of: "F1.swift")
    #expect(store.file(at: "F1.swift") == nil)
    #expect(store.changedOnDisk == ["F1.swift"])
  }
}
