import Foundation

/// Every suppression comment consulted during one pass over the files, and which of them
/// silenced something, so `check` can report those that silence nothing. Shared by the engine
/// (a file's own findings) and rules that consult comments in other files (call sites of a
/// hand-off, holders of a migrated class).
public final class SuppressionLedger: @unchecked Sendable {
  /// The id of findings about suppression comments; not a rule, so it cannot be selected.
  public static let ruleID = "unused-suppression"
  public static let summary =
    "Report suppression comments that silence nothing or name no rule."
  public static let rationale = """
    A 'remodel:disable' comment that no longer silences anything would hide the next finding of \
    its rule at that place unnoticed, and one that names an unknown rule (a typo, a renamed \
    rule) never worked. 'check' reports a comment that names an unknown rule or none, and each \
    rule it names that ran and whose findings it never silenced. A rule that did not run is not \
    judged, nor is 'all' unless every rule ran, since what they would have found is unknown.
    """

  private let lock = NSLock()
  private var directives: [String: SuppressionDirectives] = [:]
  private var used: Set<SuppressionDirectives.Use> = []

  public init() {}

  /// Whether a comment silences `ruleID` on `line` of `source`; records each one that does.
  public func suppresses(_ ruleID: String, onLine line: Int, in source: ParsedSource) -> Bool {
    let uses = directives(of: source).uses(of: ruleID, onLine: line)
    guard !uses.isEmpty else { return false }
    lock.withLock { used.formUnion(uses) }
    return true
  }

  /// The findings no comment silences.
  func unsuppressed(_ findings: [Finding], in source: ParsedSource) -> [Finding] {
    findings.filter { !suppresses($0.ruleID, onLine: $0.line, in: source) }
  }

  /// Findings for the comments in the files at `paths` (those that may hold one) that name
  /// unknown rules, nothing, or
  /// rules that ran in their file (`ran`) and that they never silenced. A rule that did not run
  /// is not judged, nor is `all` unless every rule ran: what it would have found is unknown.
  func unusedDirectives(
    in paths: [String], of store: SourceStore, ran rulesOfFile: (String) -> Set<String>
  ) -> [Finding] {
    let known = Set(RuleRegistry.all.map(\.id))
    let sources = paths.compactMap { store.parsed(at: $0) }
    return sources.flatMap { source -> [Finding] in
      let ran = rulesOfFile(source.path)
      let everyRuleRan = known.isSubset(of: ran)
      let file = directives(of: source)
      let used = lock.withLock { self.used }
      return file.directives.indices.flatMap { index -> [Finding] in
        let directive = file.directives[index]
        let comment = "'remodel:\(directive.verb)'"
        let unknown = directive.rules.filter { $0 != "all" && !known.contains($0) }
        let unused = directive.rules.filter { rule in
          (rule == "all" ? everyRuleRan : ran.contains(rule))
            && !used.contains(.init(path: file.path, directive: index, rule: rule))
        }
        var messages: [String] = []
        if directive.rules.isEmpty {
          messages.append("name the rules \(comment) silences, or 'all'")
        }
        if !unknown.isEmpty {
          messages.append(
            "\(Self.quoted(unknown)) in \(comment) \(unknown.count == 1 ? "is not a rule" : "are not rules"); "
              + "see 'remodel rules'")
        }
        if !unused.isEmpty {
          messages.append("remove \(Self.quoted(unused)) from \(comment): it silences nothing")
        }
        return messages.map {
          Finding(
            ruleID: Self.ruleID, path: source.path, line: directive.line,
            column: directive.column, offset: directive.offset, message: $0)
        }
      }
    }
  }

  private static func quoted(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }

  /// A file's directives, read once per pass: every rule sees the same content.
  private func directives(of source: ParsedSource) -> SuppressionDirectives {
    if let known = lock.withLock({ directives[source.path] }) { return known }
    let parsed = SuppressionDirectives(source)
    return lock.withLock {
      if let raced = directives[source.path] { return raced }
      directives[source.path] = parsed
      return parsed
    }
  }
}
