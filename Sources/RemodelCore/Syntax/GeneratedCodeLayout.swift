/// Keeps the code a fix writes within the 120 columns SwiftLint allows by default: a signature
/// or call that would not fit puts each argument on a line of its own.
enum GeneratedCodeLayout {
  static let columnLimit = 120

  /// `head(items…)tail`, on one line when it fits after `indentation`; otherwise one item per
  /// line, one `unit` deeper, and the closing parenthesis on a line of its own.
  static func list(
    _ head: String, _ items: [String], tail: String, indentation: String, unit: String,
    lineEnding: String
  ) -> String {
    let oneLine = head + "(" + items.joined(separator: ", ") + ")" + tail
    guard !items.isEmpty, !fits(indentation + oneLine) else { return oneLine }
    return head + "("
      + wrapped(items, indentation: indentation, unit: unit, lineEnding: lineEnding) + ")" + tail
  }

  static func fits(_ line: String) -> Bool { columns(line) <= columnLimit }

  /// What goes between the parentheses of a list that does not fit: one item per line, one
  /// `unit` deeper than `indentation`, the closing parenthesis on a line of its own.
  static func wrapped(_ items: [String], indentation: String, unit: String, lineEnding: String)
    -> String
  {
    lineEnding + items.map { indentation + unit + $0 }.joined(separator: "," + lineEnding)
      + lineEnding + indentation
  }

  /// Columns as an editor shows them, a tab taking four.
  private static func columns(_ text: String) -> Int {
    text.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
  }
}
