import Foundation
import RemodelCore
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The README's examples are real: its commands run and its sample output is what they print.
@Suite struct ReadmeTests {
  struct CodeBlock {
    let language: String
    let lines: [String]
  }

  /// The fenced code blocks of the README section titled `title`, indentation removed.
  private func codeBlocks(inSection title: String) throws -> [CodeBlock] {
    let readme = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "\n## \(title)\n").dropFirst().first?
        .components(separatedBy: "\n## ").first)
    var blocks: [CodeBlock] = []
    var open: (language: String, lines: [String])?
    for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("```") {
        if let block = open {
          blocks.append(CodeBlock(language: block.language, lines: block.lines))
          open = nil
        } else {
          open = (String(trimmed.dropFirst(3)), [])
        }
      } else if open != nil {
        open?.lines.append(String(trimmed))
      }
    }
    return blocks
  }

  @Test func reporterExamplesRunAndTheirSamplesAreRealOutput() throws {
    let blocks = try codeBlocks(inSection: "Reporters")
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.copyTree(
      TestSupport.fixturesRoot.appendingPathComponent("Demo"),
      to: root.appendingPathComponent("Fixtures/Demo"))
    var outputs: [FindingReporter: String] = [:]
    for command in blocks.filter({ $0.language == "sh" }).flatMap(\.lines) {
      let words = command.split(separator: " ").map(String.init)
      #expect(words.first == "remodel", "\(command)")
      let arguments = Array(words.dropFirst())
      let result = try TestSupport.run(TestSupport.executable.path, arguments, in: root)
      #expect(result.status == 1, "\(command): \(result.error)")
      let reporter = try #require(
        arguments.firstIndex(of: "--reporter").map { FindingReporter(name: arguments[$0 + 1]) }
          ?? .xcode)
      outputs[reporter] =
        try arguments.firstIndex(of: "--output").map {
          try String(contentsOf: root.appendingPathComponent(arguments[$0 + 1]), encoding: .utf8)
        } ?? result.outputText
    }
    #expect(Set(outputs.keys) == Set(FindingReporter.allCases), "one example per reporter")

    let lines = { (reporter: FindingReporter) in
      (outputs[reporter] ?? "").split(separator: "\n").map(String.init)
    }
    #expect(
      lines(.xcode).allSatisfy { $0.hasPrefix("Fixtures/Demo/") && $0.contains(": warning: ") })
    #expect(lines(.githubActions).allSatisfy { $0.hasPrefix("::warning file=Fixtures/Demo/") })
    #expect(lines(.xcode).count == lines(.githubActions).count)
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data((outputs[.json] ?? "").utf8)) as? [NSDictionary])
    #expect(records.count == lines(.xcode).count)
    let sarif = try JSONSerialization.jsonObject(with: Data((outputs[.sarif] ?? "").utf8))
    #expect((sarif as? [String: Any])?["version"] as? String == "2.1.0")
    #expect(XMLParser(data: Data((outputs[.checkstyle] ?? "").utf8)).parse())

    let samples = blocks.filter { $0.language != "sh" }
    #expect(!samples.isEmpty)
    for sample in samples {
      if sample.language == "json" {
        let object = try JSONSerialization.jsonObject(
          with: Data(sample.lines.joined(separator: "\n").utf8))
        #expect(records.contains { $0.isEqual(object) }, "\(sample.lines)")
      } else {
        for line in sample.lines {
          #expect(outputs.values.contains { $0.contains(line) }, "\(line)")
        }
      }
    }
  }
}
