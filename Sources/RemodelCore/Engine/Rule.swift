/// Which fix a rule can offer, shown by `remodel rules`.
public enum FixKind: String, Sendable {
  case safe, unsafe, none
}

/// A migration step. It reads one file's tree and the project index and returns its findings,
/// each carrying the edits that fix it; detection and fix are built in one pass.
public protocol Rule: Sendable {
  /// Kebab-case; what users type in `--rules`, suppression comments and fixture folders.
  var id: String { get }
  /// One sentence ending in a period.
  var summary: String { get }
  /// Why the pattern is a problem and what the fix changes.
  var rationale: String { get }
  var isEnabledByDefault: Bool { get }
  var fixKind: FixKind { get }

  func findings(in source: ParsedSource, index: ProjectIndex) -> [Finding]
}
