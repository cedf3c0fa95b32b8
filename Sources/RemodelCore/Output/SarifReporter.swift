import Foundation

/// SARIF 2.1.0 (OASIS), which GitHub code scanning and SARIF viewers read: one run whose driver
/// describes every rule that ran, a result per finding, and a fix per fixable finding as
/// replacements of line/column regions (columns in UTF-16 code units, SARIF's default).
struct SarifReporter {
  static let schema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
  /// Relative paths resolve against this base, which `originalUriBaseIds` sets to the working
  /// directory; GitHub resolves it against the checkout.
  static let sourceRoot = "%SRCROOT%"

  let context: ReportContext

  func render(_ findings: [Finding]) -> [UInt8] {
    let rules = context.rules.map(ReportingDescriptor.init) + [.unusedSuppression]
    let ruleIndices = Dictionary(
      rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let paths = Set(findings.flatMap { [$0.path] + ($0.fix?.edits.map(\.path) ?? []) })
    // A file a fix creates has no source: it is empty.
    let positions = Dictionary(
      uniqueKeysWithValues: paths.map { ($0, TextPositions(context.sources[$0]?.content ?? [])) })
    let log = Log(runs: [
      Run(
        tool: Tool(
          driver: ToolComponent(
            name: "remodel", semanticVersion: RemodelVersion.current, rules: rules)),
        originalUriBaseIds: [
          Self.sourceRoot: ArtifactLocation(
            uri: URL(fileURLWithPath: context.workingDirectory.path, isDirectory: true)
              .absoluteString, uriBaseId: nil)
        ],
        results: findings.map { result($0, ruleIndex: ruleIndices[$0.ruleID], positions) })
    ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array((try? encoder.encode(log)) ?? Data()) + [UInt8(ascii: "\n")]
  }

  private func result(
    _ finding: Finding, ruleIndex: Int?, _ positions: [String: TextPositions]
  ) -> Result {
    let start = positions[finding.path, default: TextPositions([])].position(of: finding.offset)
    return Result(
      ruleId: finding.ruleID, ruleIndex: ruleIndex, message: Message(text: finding.message),
      locations: [
        Location(
          physicalLocation: PhysicalLocation(
            artifactLocation: artifactLocation(finding.path),
            region: Region(startLine: start.line, startColumn: start.column)))
      ],
      fixes: finding.fix.map { [sarifFix($0, for: finding.ruleID, positions)] })
  }

  private func sarifFix(_ fix: Fix, for ruleID: String, _ positions: [String: TextPositions])
    -> SarifFix
  {
    let changes = Dictionary(grouping: fix.edits, by: \.path).sorted { $0.key < $1.key }.map {
      path, edits in
      ArtifactChange(
        artifactLocation: artifactLocation(path),
        replacements: Self.merged(edits).map { edit in
          let text = positions[path, default: TextPositions([])]
          let (start, end) = (
            text.position(of: edit.range.lowerBound), text.position(of: edit.range.upperBound)
          )
          return Replacement(
            deletedRegion: Region(
              startLine: start.line, startColumn: start.column, endLine: end.line,
              endColumn: end.column),
            insertedContent: edit.replacement.isEmpty
              ? nil : ArtifactContent(text: edit.replacement))
        })
    }
    return SarifFix(
      description: Message(text: description(of: fix, for: ruleID)), artifactChanges: changes)
  }

  /// One file's edits in the order the engine applies them, edits starting at one point joined
  /// into one replacement: SARIF does not say in which order insertions at one point apply.
  private static func merged(_ edits: [TextEdit]) -> [TextEdit] {
    let ordered = edits.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
    }.map(\.element)
    var merged: [TextEdit] = []
    for edit in ordered {
      if let last = merged.last, last.range.lowerBound == edit.range.lowerBound {
        merged[merged.count - 1] = TextEdit(
          path: edit.path,
          range: last.range.lowerBound..<max(last.range.upperBound, edit.range.upperBound),
          replacement: last.replacement + edit.replacement)
      } else {
        merged.append(edit)
      }
    }
    return merged
  }

  private func description(of fix: Fix, for ruleID: String) -> String {
    switch fix.applicability {
    case .safe: return "Fix '\(ruleID)'; 'remodel fix' applies it."
    case .unsafe:
      return "Unsafe fix for '\(ruleID)': it may change behaviour; "
        + "'remodel fix --unsafe-fixes' applies it."
    }
  }

  /// A display path relative to the working directory becomes a URI reference against
  /// `%SRCROOT%`; an absolute one (outside it) a `file:` URI.
  private func artifactLocation(_ path: String) -> ArtifactLocation {
    if path.hasPrefix("/") {
      return ArtifactLocation(uri: URL(fileURLWithPath: path).absoluteString, uriBaseId: nil)
    }
    let encoded = path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters) ?? String($0)
    }.joined(separator: "/")
    return ArtifactLocation(uri: encoded, uriBaseId: Self.sourceRoot)
  }

  /// RFC 3986 `pchar` without `:`, which would read as a scheme in a relative reference.
  private static let segmentCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=@")
}

extension SarifReporter {
  struct Log: Encodable {
    let schema = SarifReporter.schema
    let version = "2.1.0"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Encodable {
    let tool: Tool
    let originalUriBaseIds: [String: ArtifactLocation]
    let results: [Result]
    let columnKind = "utf16CodeUnits"
  }

  struct Tool: Encodable { let driver: ToolComponent }

  struct ToolComponent: Encodable {
    let name: String
    let semanticVersion: String
    let rules: [ReportingDescriptor]
  }

  struct ReportingDescriptor: Encodable {
    let id: String
    let shortDescription: Message
    let fullDescription: Message
    let defaultConfiguration = Configuration()
    let properties: Properties

    struct Configuration: Encodable { let level = "warning" }

    struct Properties: Encodable {
      let enabledByDefault: Bool
      /// `safe`, `unsafe` or `none`, as `remodel rules` shows.
      let fix: String
    }

    init(id: String, summary: String, rationale: String, enabledByDefault: Bool, fix: FixKind) {
      self.id = id
      shortDescription = Message(text: summary)
      fullDescription = Message(text: rationale)
      properties = Properties(enabledByDefault: enabledByDefault, fix: fix.rawValue)
    }

    init(_ rule: any Rule) {
      self.init(
        id: rule.id, summary: rule.summary, rationale: rule.rationale,
        enabledByDefault: rule.isEnabledByDefault, fix: rule.fixKind)
    }

    static let unusedSuppression = ReportingDescriptor(
      id: SuppressionLedger.ruleID, summary: SuppressionLedger.summary,
      rationale: SuppressionLedger.rationale, enabledByDefault: true, fix: .none)
  }

  struct Message: Encodable { let text: String }

  struct Result: Encodable {
    let ruleId: String
    let ruleIndex: Int?
    let level = "warning"
    let message: Message
    let locations: [Location]
    let fixes: [SarifFix]?
  }

  struct Location: Encodable { let physicalLocation: PhysicalLocation }

  struct PhysicalLocation: Encodable {
    let artifactLocation: ArtifactLocation
    let region: Region
  }

  struct ArtifactLocation: Encodable {
    let uri: String
    let uriBaseId: String?
  }

  /// 1-based; `endColumn` is the column after the last character, so equal start and end are
  /// an insertion point.
  struct Region: Encodable {
    let startLine: Int
    let startColumn: Int
    var endLine: Int? = nil
    var endColumn: Int? = nil
  }

  struct SarifFix: Encodable {
    let description: Message
    let artifactChanges: [ArtifactChange]
  }

  struct ArtifactChange: Encodable {
    let artifactLocation: ArtifactLocation
    let replacements: [Replacement]
  }

  struct Replacement: Encodable {
    let deletedRegion: Region
    /// Absent for a deletion.
    let insertedContent: ArtifactContent?
  }

  struct ArtifactContent: Encodable { let text: String }
}
