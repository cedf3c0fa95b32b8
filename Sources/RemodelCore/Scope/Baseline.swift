import Foundation

/// Findings accepted as they are, for `--baseline`: each is matched by rule id, file path and
/// the trimmed text of its line, never its line number, so edits elsewhere in a file do not bring
/// it back. Entries count: two identical findings need two entries.
public struct Baseline: Sendable {
  public struct Entry: Hashable, Sendable {
    public let rule: String
    /// Relative to the baseline file's folder, so the file works from any working directory.
    public let path: String
    public let text: String
  }

  static let formatVersion = 1

  /// Path → entry → how many findings it accepts; by path, so each file takes its own share.
  private(set) var counts: [String: [Entry: Int]] = [:]
  /// The folder entry paths are relative to.
  let directory: URL

  init(entries: [Entry], directory: URL) {
    self.directory = directory
    for entry in entries { counts[entry.path, default: [:]][entry, default: 0] += 1 }
  }

  /// The entries left for the file at `url`.
  func counts(for url: URL) -> [Entry: Int] {
    counts[relativePath(url)] ?? [:]
  }

  /// `url` relative to the baseline's folder, with `../` when it lies elsewhere, so a baseline
  /// kept in `ci/` still names `Sources/…` files relatively.
  func relativePath(_ url: URL) -> String {
    let base = directory.standardizedFileURL.pathComponents
    let target = url.standardizedFileURL.pathComponents
    let common = zip(base, target).prefix { $0 == $1 }.count
    let ups = Array(repeating: "..", count: base.count - common)
    return (ups + target[common...]).joined(separator: "/")
  }

  /// The entry a finding at `url` would match, given its line's text.
  func entry(for finding: Finding, url: URL, lineText: String) -> Entry {
    Entry(
      rule: finding.ruleID, path: relativePath(url),
      text: lineText.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Line `line` (1-based) of `lines` (as `UnifiedDiff.lines` splits them).
  static func text(ofLine line: Int, in lines: [[UInt8]]) -> String {
    guard line >= 1, line <= lines.count else { return "" }
    return String(decoding: lines[line - 1], as: UTF8.self)
  }

  public static func load(_ url: URL, path: String) throws(RemodelError) -> Baseline {
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: url))
    } catch {
      throw .unreadable(path: path, reason: FileSystem.describe(error))
    }
    func invalid(_ position: JSONDocument.Position, _ reason: String) -> RemodelError {
      .invalidBaseline(path: path, reason: "\(position): \(reason)")
    }
    let document: JSONDocument
    do {
      document = try JSONDocument.parse(bytes)
    } catch {
      throw invalid(error.position, error.reason)
    }
    guard case .object(let members) = document.value,
      let findings = members.first(where: { $0.key == "findings" })?.value,
      case .array(let records) = findings.value
    else { throw invalid(document.position, "expected an object with a 'findings' array") }
    var entries: [Entry] = []
    for record in records {
      guard case .object(let fields) = record.value else {
        throw invalid(record.position, "a finding must be an object")
      }
      func field(_ name: String) throws(RemodelError) -> String {
        guard case .string(let value)? = fields.first(where: { $0.key == name })?.value.value
        else { throw invalid(record.position, "a finding needs a string '\(name)'") }
        return value
      }
      entries.append(
        Entry(rule: try field("rule"), path: try field("path"), text: try field("text")))
    }
    return Baseline(entries: entries, directory: url.deletingLastPathComponent())
  }

  /// Writes `findings` as a baseline at `path` (relative to `workingDirectory`), reading each
  /// one's line from disk; sorted so that rewriting it after unrelated edits gives a small diff.
  public static func write(_ findings: [Finding], to path: String, workingDirectory: URL)
    throws(RemodelError)
  {
    let url = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
    let empty = Baseline(entries: [], directory: url.deletingLastPathComponent())
    var linesByPath: [String: [[UInt8]]] = [:]
    let entries = try findings.map {
      finding throws(RemodelError) -> (entry: Entry, message: String) in
      let fileURL = URL(fileURLWithPath: finding.path, relativeTo: workingDirectory)
        .standardizedFileURL
      if linesByPath[finding.path] == nil {
        linesByPath[finding.path] = UnifiedDiff.lines(
          try SourceFile.load(path: finding.path, url: fileURL).content)
      }
      let text = Baseline.text(ofLine: finding.line, in: linesByPath[finding.path]!)
      return (empty.entry(for: finding, url: fileURL, lineText: text), finding.message)
    }
    let records = entries.sorted { left, right in
      (left.entry.path, left.entry.rule, left.entry.text, left.message)
        < (right.entry.path, right.entry.rule, right.entry.text, right.message)
    }.map { item -> [String: String] in
      [
        "rule": item.entry.rule, "path": item.entry.path, "text": item.entry.text,
        "message": item.message,
      ]
    }
    let object: [String: Any] = ["version": formatVersion, "findings": records]
    do {
      var data = try JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      data.append(UInt8(ascii: "\n"))
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      throw .writeFailed(path: path, reason: FileSystem.describe(error))
    }
  }

  /// Splits one file's findings into those the baseline does not cover and those it hides,
  /// using up `remaining` (the counts left for this run) in order.
  static func partition(
    _ findings: [(finding: Finding, entry: Entry)], remaining: inout [Entry: Int]
  ) -> (kept: [Finding], hidden: [Finding]) {
    var kept: [Finding] = []
    var hidden: [Finding] = []
    for (finding, entry) in findings {
      if let count = remaining[entry], count > 0 {
        remaining[entry] = count - 1
        hidden.append(finding)
      } else {
        kept.append(finding)
      }
    }
    return (kept, hidden)
  }
}
