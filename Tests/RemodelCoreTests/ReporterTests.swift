import Foundation
import RemodelCore
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `check --reporter`: each format's structure and escaping, and SARIF fixes that reproduce the
/// engine's byte-range edits.
@Suite struct ReporterTests {
  static let demo = TestSupport.fixturesRoot.appendingPathComponent("Demo")

  private func sarif(_ options: RunOptions) throws -> [String: Any] {
    let recorder = TestSupport.Recorder()
    _ = Modes.check(options, reporter: .sarif, console: recorder.console)
    return try #require(JSONSerialization.jsonObject(with: Data(recorder.output)) as? [String: Any])
  }

  /// The parts of SARIF 2.1.0 that the schema requires or that GitHub code scanning reads, with
  /// their types; `root` is where `%SRCROOT%` paths must exist.
  @Test func sarifHasTheStructureOfVersion2_1_0() throws {
    let options = RunOptions(paths: ["."], workingDirectory: Self.demo)
    let log = try sarif(options)
    let levels: Set<String> = ["none", "note", "warning", "error"]
    #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = runs[0]
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "remodel")
    #expect(driver["semanticVersion"] as? String == RemodelVersion.current)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids == options.rules.map(\.id) + [SuppressionLedger.ruleID])
    for rule in rules {
      #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(level.map(levels.contains) == true)
      let properties = rule["properties"] as? [String: Any]
      #expect(properties?["enabledByDefault"] is Bool)
      #expect(["safe", "unsafe", "none"].contains(properties?["fix"] as? String ?? ""))
    }
    #expect(["utf16CodeUnits", "unicodeCodePoints"].contains(run["columnKind"] as? String ?? ""))
    let bases = try #require(run["originalUriBaseIds"] as? [String: [String: Any]])
    let rootText = try #require(bases["%SRCROOT%"]?["uri"] as? String)
    let root = try #require(URL(string: rootText))
    #expect(root.isFileURL && root.absoluteString.hasSuffix("/"))

    let results = try #require(run["results"] as? [[String: Any]])
    let findings = Engine(options: options).check().findings
    #expect(results.count == findings.count && !results.isEmpty)
    /// A file a fix creates (`Shared/Loadable.swift`) does not exist yet.
    func checkLocation(_ artifact: [String: Any]?, mayBeNew: Bool = false) {
      let uri = artifact?["uri"] as? String ?? ""
      #expect(artifact?["uriBaseId"] as? String == "%SRCROOT%")
      #expect(
        mayBeNew || FileManager.default.fileExists(atPath: root.appendingPathComponent(uri).path),
        "\(uri)")
    }
    func isRegion(_ region: [String: Any]?, withEnd: Bool) -> Bool {
      let keys = ["startLine", "startColumn"] + (withEnd ? ["endLine", "endColumn"] : [])
      let values = keys.compactMap { region?[$0] as? Int }
      guard values.count == keys.count, values.allSatisfy({ $0 >= 1 }) else { return false }
      return !withEnd || (values[0], values[1]) <= (values[2], values[3])
    }
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ids.indices.contains(index) && ids[index] == ruleID)
      #expect(result["level"] as? String == "warning")
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = locations.first?["physicalLocation"] as? [String: Any]
      checkLocation(physical?["artifactLocation"] as? [String: Any])
      #expect(isRegion(physical?["region"] as? [String: Any], withEnd: false))
      for fix in result["fixes"] as? [[String: Any]] ?? [] {
        #expect(((fix["description"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        let changes = try #require(fix["artifactChanges"] as? [[String: Any]])
        #expect(!changes.isEmpty)
        for change in changes {
          let replacements = try #require(change["replacements"] as? [[String: Any]])
          let atStart =
            replacements.count == 1
            && (replacements[0]["deletedRegion"] as? [String: Int])?.values.allSatisfy { $0 == 1 }
              == true
          checkLocation(change["artifactLocation"] as? [String: Any], mayBeNew: atStart)
          #expect(!replacements.isEmpty)
          for replacement in replacements {
            #expect(isRegion(replacement["deletedRegion"] as? [String: Any], withEnd: true))
            if let inserted = replacement["insertedContent"] {
              #expect((inserted as? [String: Any])?["text"] is String)
            }
          }
        }
      }
    }
    let fixable = findings.filter { $0.fix != nil }.count
    #expect(results.filter { $0["fixes"] != nil }.count == fixable && fixable > 0)
    let unsafe = results.compactMap { ($0["fixes"] as? [[String: Any]])?.first }
      .filter {
        ((($0["description"] as? [String: Any])?["text"] as? String) ?? "").hasPrefix("Unsafe")
      }
    #expect(unsafe.count == findings.filter { $0.fix?.applicability == .unsafe }.count)
  }

  /// Applying a result's SARIF replacements by line and UTF-16 column gives what the engine's
  /// byte-range edits give, for every fix of every fixture (CRLF, byte-order marks and
  /// multi-byte characters included).
  @Test(arguments: FixtureCase.all)
  func sarifFixesReproduceTheEdits(_ fixture: FixtureCase) throws {
    let options = fixture.options(in: fixture.before)
    let findings = Engine(options: options).check().findings
    let results = try #require(
      (try sarif(options)["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    for (finding, result) in zip(findings, results) {
      guard let fix = finding.fix else { continue }
      let changes = try #require(
        (result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])
      #expect(changes.count == fix.paths.count)
      for change in changes {
        let uri = try #require((change["artifactLocation"] as? [String: Any])?["uri"] as? String)
        let path = try #require(uri.removingPercentEncoding)
        let file = try? SourceFile.load(
          path: path, url: fixture.before.appendingPathComponent(path))
        let content = file?.content ?? []
        var applier = EditApplier()
        let accepted = applier.offer(fix)
        #expect(accepted)
        let expected = EditApplier.apply(applier.edits(for: path), to: content)
        let replaced = try applying(
          try #require(change["replacements"] as? [[String: Any]]),
          to: String(decoding: content, as: UTF8.self))
        #expect(replaced == String(decoding: expected, as: UTF8.self), "\(fixture): \(path)")
      }
    }
  }

  /// Replacements applied by SARIF's rules: lines end at LF, CRLF or CR; columns count UTF-16
  /// code units from 1; the end is exclusive.
  private func applying(_ replacements: [[String: Any]], to text: String) throws -> String {
    var units = Array(text.utf16)
    var offsets: [[Int]: Int] = [:]
    var (line, column) = (1, 1)
    for index in 0...units.count {
      offsets[[line, column]] = index
      guard index < units.count else { break }
      let unit = units[index]
      let crBeforeLF = unit == 13 && index + 1 < units.count && units[index + 1] == 10
      if unit == 10 || (unit == 13 && !crBeforeLF) {
        (line, column) = (line + 1, 1)
      } else {
        column += 1
      }
    }
    let spans = try replacements.map { replacement -> (Range<Int>, String) in
      let region = try #require(replacement["deletedRegion"] as? [String: Int])
      let start = try #require(offsets[[region["startLine"] ?? 0, region["startColumn"] ?? 0]])
      let end = try #require(offsets[[region["endLine"] ?? 0, region["endColumn"] ?? 0]])
      let inserted = (replacement["insertedContent"] as? [String: String])?["text"] ?? ""
      return (start..<end, inserted)
    }
    for (range, inserted) in spans.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      units.replaceSubrange(range, with: Array(inserted.utf16))
    }
    return String(decoding: units, as: UTF16.self)
  }

  private let awkward = Finding(
    ruleID: "observed-object-owned", path: "Dir, with: colon/A&B <1>.swift", line: 3, column: 7,
    offset: 20, message: "100% sure\r\nnext line: 'x' & \"y\" <z>\u{1}",
    fix: Fix(edits: [], applicability: .unsafe))

  @Test func githubActionsEscapesDataAndProperties() {
    let output = String(
      decoding: FindingReporter.githubActions.render([awkward], colors: false), as: UTF8.self)
    #expect(
      output
        == "::warning file=Dir%2C with%3A colon/A&B <1>.swift,line=3,col=7,title=observed-object-owned"
        + "::100%25 sure%0D%0Anext line: 'x' & \"y\" <z>\u{1} (unsafe fix: --unsafe-fixes)\n")
  }

  /// The XML parses, and its attributes read back as the finding's text.
  @Test func checkstyleIsWellFormedAndEscaped() throws {
    let second = Finding(
      ruleID: "viewmodel-in-body", path: "B.swift", line: 1, column: 1, offset: 0, message: "m")
    let xml = FindingReporter.checkstyle.render([awkward, awkward, second], colors: false)
    let reader = AttributeReader()
    let parser = XMLParser(data: Data(xml))
    parser.delegate = reader
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(
      reader.elements.map(\.name) == ["checkstyle", "file", "error", "error", "file", "error"])
    #expect(reader.elements[0].attributes["version"] == "4.3")
    #expect(reader.elements[1].attributes["name"] == awkward.path)
    let error = reader.elements[2].attributes
    #expect(error["line"] == "3" && error["column"] == "7" && error["severity"] == "warning")
    #expect(error["source"] == "remodel.observed-object-owned")
    // The control character U+0001 is not allowed in XML 1.0 and becomes U+FFFD.
    #expect(
      error["message"]
        == "100% sure\r\nnext line: 'x' & \"y\" <z>\u{FFFD} (unsafe fix: --unsafe-fixes)")
    #expect(reader.elements[4].attributes["name"] == "B.swift")
  }

  @Test func textIsAnAliasOfXcode() {
    #expect(FindingReporter(name: "text") == .xcode)
    #expect(FindingReporter(name: "github-actions") == .githubActions)
    #expect(FindingReporter(name: "yaml") == nil)
    #expect(
      String(decoding: FindingReporter.xcode.render([awkward], colors: false), as: UTF8.self)
        == "\(awkward.path):3:7: warning: \(awkward.message) (unsafe fix: --unsafe-fixes) "
        + "[observed-object-owned]\n")
  }

  @Test func unusedSuppressionAppearsInEveryReporterWithItsID() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(
      "struct A {} // remodel:disable:this observed-object-owned\n",
      to: root.appendingPathComponent("A.swift"))
    for reporter in FindingReporter.allCases {
      let recorder = TestSupport.Recorder()
      let status = Modes.check(
        RunOptions(paths: ["."], workingDirectory: root), reporter: reporter,
        console: recorder.console)
      #expect(status == Modes.Status.changesOrFindings, "\(reporter)")
      #expect(recorder.outputText.contains("unused-suppression"), "\(reporter)")
      #expect(recorder.outputText.contains("A.swift"), "\(reporter)")
    }
  }
}

/// Collects every element's name and attributes, in document order.
private final class AttributeReader: NSObject, XMLParserDelegate {
  var elements: [(name: String, attributes: [String: String])] = []

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.append((name, attributes))
  }
}
