/// Checkstyle XML (`<checkstyle version="4.3">`), one `<file>` per path with an `<error>` per
/// finding; Jenkins, GitLab and most CI servers read it.
enum CheckstyleReporter {
  static func render(_ findings: [Finding]) -> [UInt8] {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<checkstyle version="4.3">"#]
    var path: String?
    for finding in findings {
      if finding.path != path {
        if path != nil { lines.append("  </file>") }
        path = finding.path
        lines.append(#"  <file name="\#(escape(finding.path))">"#)
      }
      lines.append(
        #"    <error line="\#(finding.line)" column="\#(finding.column)" severity="warning" "#
          + #"message="\#(escape(finding.messageWithFixNote))" "#
          + #"source="remodel.\#(escape(finding.ruleID))"/>"#)
    }
    if path != nil { lines.append("  </file>") }
    lines.append("</checkstyle>")
    return Array((lines.joined(separator: "\n") + "\n").utf8)
  }

  /// Text for a double-quoted attribute. Line breaks and tabs become references, since parsers
  /// turn literal ones into spaces; other control characters are not allowed in XML 1.0.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "\n", "\r", "\t": escaped += "&#\(scalar.value);"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
