import Foundation

/// Renders results for people (a table and the findings that need a human) and for tools (JSON),
/// and turns them into the exit status.
public enum BatchSummary {
  /// 2 when any repository failed, 1 when any changed, 0 otherwise.
  public static func exitStatus(_ results: [RepositoryResult]) -> Int32 {
    if results.contains(where: { $0.status == .failed }) { return Modes.Status.error }
    if results.contains(where: { $0.status == .changed }) { return Modes.Status.changesOrFindings }
    return Modes.Status.success
  }

  /// Results in list order; ties (merged lists that disagree) by name.
  public static func sorted(_ results: [RepositoryResult]) -> [RepositoryResult] {
    results.sorted { ($0.position, $0.name) < ($1.position, $1.name) }
  }

  public static func json(_ results: [RepositoryResult]) -> [UInt8] {
    Array((try? RepositoryResult.encoder.encode(results)) ?? Data("[]".utf8))
      + [UInt8(ascii: "\n")]
  }

  /// A Markdown table, columns padded so it also reads in a terminal, and a totals line.
  /// `colors` highlights statuses with ANSI escapes.
  public static func table(_ results: [RepositoryResult], colors: Bool = false) -> String {
    let header = ["repository", "status", "files changed", "fixes", "left for a human", "duration"]
    let rows = results.map { result in
      [
        escaped(result.name) + (result.resumed ? " (resumed)" : ""), result.status.rawValue,
        "\(result.filesChanged)", "\(result.fixCount)", "\(result.leftForHumanCount)",
        String(format: "%.1f s", result.durationSeconds),
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max()!
    }
    func line(_ cells: [String], status: RepositoryResult.Status? = nil) -> String {
      let padded = cells.indices.map { column -> String in
        let padding = String(repeating: " ", count: widths[column] - cells[column].count)
        guard column > 1 else {
          let cell = cells[column] + padding
          return column == 1 && colors ? colored(cell, status) : cell
        }
        return padding + cells[column]
      }
      return "| " + padded.joined(separator: " | ") + " |\n"
    }
    let rule = widths.indices.map { column in
      column > 1
        ? String(repeating: "-", count: widths[column] + 1) + ":"
        : String(repeating: "-", count: widths[column] + 2)
    }
    var text = line(header) + "|" + rule.joined(separator: "|") + "|\n"
    for (result, row) in zip(results, rows) { text += line(row, status: result.status) }
    return text + "\n" + totals(results) + "\n"
  }

  /// `N repositories: 2 changed, 1 clean, …; F fixes applied, H findings left for a human`.
  public static func totals(_ results: [RepositoryResult]) -> String {
    let counts = RepositoryResult.Status.allCases.compactMap { status -> String? in
      let count = results.filter { $0.status == status }.count
      return count > 0 ? "\(count) \(status.rawValue)" : nil
    }
    let fixes = results.reduce(0) { $0 + $1.fixCount }
    let left = results.reduce(0) { $0 + $1.leftForHumanCount }
    let repositories = results.count == 1 ? "repository" : "repositories"
    let statuses = counts.isEmpty ? "" : ": " + counts.joined(separator: ", ")
    return "\(results.count) \(repositories)\(statuses); "
      + "\(fixes) \(fixes == 1 ? "fix" : "fixes") applied, "
      + "\(left) \(left == 1 ? "finding" : "findings") left for a human"
  }

  /// `summary.md`: the table, then per repository what a person has to look at: why it failed or
  /// was skipped, the findings no fix resolved (by rule, with `path:line`), and any problems.
  public static func markdown(_ results: [RepositoryResult]) -> String {
    var text = "# Remodel batch summary\n\n" + table(results) + "\n## Needs a human\n"
    var anything = false
    for result in results {
      var items: [String] = []
      if let reason = result.reason { items.append("- \(result.status.rawValue): \(reason)\n") }
      for problem in result.problems { items.append("- \(problem.severity): \(problem.message)\n") }
      for rule in orderedRules(result) {
        items.append("- `\(rule)`:\n")
        for finding in result.leftForHuman[rule] ?? [] {
          items.append("  - `\(finding.path):\(finding.line)`: \(finding.message)\n")
        }
      }
      guard !items.isEmpty else { continue }
      anything = true
      text += "\n### \(result.name)\n\n`\(result.path)`"
      if let head = result.head { text += " at `\(head.prefix(12))`" }
      text += "\n\n" + items.joined()
    }
    return text + (anything ? "" : "\nNothing: every finding was fixed.\n")
  }

  /// Rules with open findings: in the selection's order, then any others by id.
  private static func orderedRules(_ result: RepositoryResult) -> [String] {
    let open = result.leftForHuman.filter { !$0.value.isEmpty }.keys
    let known = result.selection.rules.filter { open.contains($0) }
    return known + open.filter { !known.contains($0) }.sorted()
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }

  private static func colored(_ text: String, _ status: RepositoryResult.Status?) -> String {
    let code: String? =
      switch status {
      case .changed: "32"
      case .skippedDirty: "33"
      case .failed: "31"
      case .clean, nil: nil
      }
    return code.map { "\u{1B}[\($0)m\(text)\u{1B}[0m" } ?? text
  }
}
