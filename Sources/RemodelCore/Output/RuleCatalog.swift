import Foundation

/// `remodel rules` and `remodel explain`: documentation generated from the rules and their
/// fixtures, so it cannot drift from what the tests check.
public enum RuleCatalog {
  public static func table(_ rules: [any Rule] = RuleRegistry.all) -> String {
    let rows =
      [["RULE", "DEFAULT", "FIX", "SUMMARY"]]
      + rules.map {
        [$0.id, $0.isEnabledByDefault ? "on" : "off", $0.fixKind.rawValue, $0.summary]
      }
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
        .joined(separator: "  ") + "  " + row[3]
    }.joined(separator: "\n") + "\n"
  }

  /// The rule's rationale and its `basic` fixture as a diff from `before/` to `after/`.
  public static func explain(
    _ rule: any Rule, fixturesRoot: URL = defaultFixturesRoot, colors: Bool
  )
    -> [UInt8]
  {
    var output = Array(
      "\(rule.id): \(rule.summary)\n\n\(wrap(rule.rationale, width: 80))\n\n".utf8)
    let basic = fixturesRoot.appendingPathComponent(rule.id).appendingPathComponent("basic")
    let before = basic.appendingPathComponent("before")
    let after = basic.appendingPathComponent("after")
    guard let names = try? FileManager.default.subpathsOfDirectory(atPath: before.path) else {
      return output + Array("(example not available: \(basic.path) not found)\n".utf8)
    }
    let created = (try? FileManager.default.subpathsOfDirectory(atPath: after.path)) ?? []
    output += Array("Example (Fixtures/\(rule.id)/basic):\n\n".utf8)
    for name in Set(names + created).sorted() where name.hasSuffix(".swift") {
      let old = FileManager.default.contents(atPath: before.appendingPathComponent(name).path)
      let new = FileManager.default.contents(atPath: after.appendingPathComponent(name).path) ?? old
      output += UnifiedDiff(
        path: name, old: Array(old ?? Data()), new: Array(new ?? Data()), isNewFile: old == nil
      ).render(colors: colors)
    }
    return output
  }

  /// `Fixtures/` of the source checkout this binary was built from; `REMODEL_FIXTURES` overrides it.
  public static var defaultFixturesRoot: URL {
    if let override = ProcessInfo.processInfo.environment["REMODEL_FIXTURES"] {
      return URL(fileURLWithPath: override)
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures")
  }

  private static func wrap(_ text: String, width: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}
