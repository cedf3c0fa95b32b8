import Foundation

/// What a batch did with one repository: the record in `results/<name>.json` and one element
/// of `summary.json`. Only these compact records outlive a repository's run.
public struct RepositoryResult: Codable, Sendable, Equatable {
  public enum Status: String, Codable, Sendable, CaseIterable {
    /// Fixes were delivered (a patch, a branch, or files in place).
    case changed
    /// Nothing to fix; possibly findings left for a human.
    case clean
    /// The working tree had uncommitted changes and `--allow-dirty` was not given.
    case skippedDirty = "skipped-dirty"
    /// The repository could not be migrated; `reason` says why.
    case failed
  }

  /// A finding no fix resolved, for a person to look at.
  public struct OpenFinding: Codable, Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
      self.path = path
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// A problem the engine reported, `warning` or `error`.
  public struct Issue: Codable, Sendable, Equatable {
    public var severity: String
    public var message: String

    public init(severity: String, message: String) {
      self.severity = severity
      self.message = message
    }
  }

  /// 1-based position in the full repository list; summaries and merged shards are sorted by it.
  public var position: Int
  public var name: String
  /// The absolute path of the checkout.
  public var path: String
  public var status: Status
  /// Why the repository failed or was skipped.
  public var reason: String?
  /// The commit HEAD pointed at.
  public var head: String?
  /// `patch`, `commit` or `in-place`.
  public var delivery: String
  /// The patch file, relative to the output directory.
  public var patch: String?
  /// The branch created and its one commit.
  public var branch: String?
  public var commit: String?
  public var filesScanned = 0
  public var filesChanged = 0
  /// Fixes applied, by rule id.
  public var fixes: [String: Int] = [:]
  /// Findings left for a human, by rule id, in file order.
  public var leftForHuman: [String: [OpenFinding]] = [:]
  public var problems: [Issue] = []
  public var durationSeconds = 0.0
  public var selection: RuleSelection
  /// Whether the working tree was clean when the repository was examined; nil when it was not
  /// reached.
  public var workingTreeClean: Bool?
  /// A digest of the working tree's state when the run left it, to tell on `--resume` whether
  /// anything changed since.
  public var workingTreeDigest: String?
  /// Whether this result was reused from an earlier run by `--resume`.
  public var resumed = false

  public init(
    position: Int, name: String, path: String, status: Status, delivery: String,
    selection: RuleSelection
  ) {
    self.position = position
    self.name = name
    self.path = path
    self.status = status
    self.delivery = delivery
    self.selection = selection
  }

  public var fixCount: Int { fixes.values.reduce(0, +) }
  public var leftForHumanCount: Int { leftForHuman.values.reduce(0) { $0 + $1.count } }

  /// Takes the counts, findings and problems of an engine run.
  mutating func record(_ report: RunReport) {
    filesScanned = report.filesScanned
    filesChanged = report.changes.count
    fixes = Dictionary(grouping: report.appliedFixes, by: \.ruleID).mapValues(\.count)
    leftForHuman = Dictionary(grouping: report.remainingFindings, by: \.ruleID).mapValues {
      $0.sorted().map {
        OpenFinding(path: $0.path, line: $0.line, column: $0.column, message: $0.message)
      }
    }
    problems = report.problems.map { Issue(severity: $0.severity.rawValue, message: $0.message) }
  }
}

extension RepositoryResult {
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  func encoded() -> [UInt8] {
    Array((try? Self.encoder.encode(self)) ?? Data("{}".utf8)) + [UInt8(ascii: "\n")]
  }

  static func decode(_ data: Data) -> RepositoryResult? {
    try? JSONDecoder().decode(RepositoryResult.self, from: data)
  }
}
