/// Something that went wrong with one path or the run, shown on stderr.
public struct Problem: Sendable, Hashable, CustomStringConvertible {
  public enum Severity: String, Sendable { case warning, error }
  public let severity: Severity
  public let message: String

  public init(_ severity: Severity, _ message: String) {
    self.severity = severity
    self.message = message
  }

  public var description: String { "\(severity.rawValue): \(message)" }
}

/// A file whose content the run would change.
public struct FileChange: Sendable {
  public let original: SourceFile
  public let updated: SourceFile
  /// Files fixed together share a unit: they are written all or not at all.
  public let unit: String
  public var path: String { original.path }
}

/// Everything one run found and decided; the modes render it.
public struct RunReport: Sendable {
  /// The findings of the first pass, before any fix: what `check` lists.
  public var findings: [Finding] = []
  /// Findings whose fixes were applied, in order.
  public var appliedFixes: [Finding] = []
  /// Findings still present once no further fix applies: what needs a human.
  public var remainingFindings: [Finding] = []
  /// Changed files in discovery order.
  public var changes: [FileChange] = []
  public var problems: [Problem] = []
  public var filesScanned = 0

  public var hasErrors: Bool { problems.contains { $0.severity == .error } }
}
