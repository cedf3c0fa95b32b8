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

  /// `head body tail` on one line when it fits the column limit, else `body` on a line of its
  /// own one level deeper (and `tail`, trimmed, on the next).
  static func fitted(
    _ head: String, _ body: String, _ tail: String,
    indent: String, unit: String, lineEnding: String
  ) -> String {
    let line = head + " " + body + tail
    guard !fits(indent + line) else { return line }
    let closing = tail.drop { $0 == " " }
    return head + lineEnding + indent + unit + body
      + (closing.isEmpty ? "" : lineEnding + indent + closing)
  }

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

  /// `text`'s lines after the first, indented `from` where they were, indented `to` where they go:
  /// the difference added or removed.
  static func shiftingContinuationLines(of text: String, from: String, to: String)
    -> String
  {
    if to.hasPrefix(from) {
      // Bytes, as in `outdent`: a CRLF break is one `Character` and would hide the lines.
      let extra = Array(to.utf8.dropFirst(from.utf8.count))
      let bytes = Array(text.utf8)
      var result: [UInt8] = []
      for (offset, byte) in bytes.enumerated() {
        result.append(byte)
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : nil
        if byte == UInt8(ascii: "\n"), let next, next != UInt8(ascii: "\n"),
          next != UInt8(ascii: "\r")
        {
          result += extra
        }
      }
      return String(decoding: result, as: UTF8.self)
    }
    return from.hasPrefix(to) ? outdent(text, by: from.count - to.count) : text
  }

  /// `text` with up to `count` spaces or tabs removed from the start of each line after the first.
  static func outdent(_ text: String, by count: Int) -> String {
    guard count > 0 else { return text }
    // Bytes, not characters: in a CRLF file "\r\n" is one character and would hide the breaks.
    var result: [UInt8] = []
    var removable = 0
    for byte in text.utf8 {
      if removable > 0, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        removable -= 1
        continue
      }
      removable = byte == UInt8(ascii: "\n") ? count : 0
      result.append(byte)
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The continuation lines indented to `column` or further (arguments aligned under a
  /// parenthesis) moved right by `shift` spaces, or left for a negative one; a line indented
  /// less (a closure's body, indented from its statement's line) stays.
  static func shiftingAlignedLines(_ text: String, by shift: Int, from column: Int) -> String {
    guard shift != 0 else { return text }
    // Bytes, not characters: in a CRLF file "\r\n" is one character and would hide the breaks.
    let lines = Array(text.utf8).split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let moved = lines.enumerated().map { index, line -> [UInt8] in
      let indentation = line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
      guard index > 0, indentation >= column else { return Array(line) }
      return shift > 0
        ? Array(repeating: UInt8(ascii: " "), count: shift) + line
        : Array(line.dropFirst(min(-shift, indentation)))
    }
    return String(decoding: Array(moved.joined(separator: [UInt8(ascii: "\n")])), as: UTF8.self)
  }
}
