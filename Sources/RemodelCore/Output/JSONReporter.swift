import Foundation

/// A JSON array with one object per finding.
enum JSONReporter {
  static func render(_ findings: [Finding]) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let records = findings.map(Record.init)
    return Array((try? encoder.encode(records)) ?? Data("[]".utf8)) + [UInt8(ascii: "\n")]
  }

  private struct Record: Encodable {
    let rule: String
    let path: String
    let line: Int
    let column: Int
    let message: String
    /// `safe` or `unsafe` when the finding carries a fix, null when it needs a human.
    let fix: Applicability?

    init(_ finding: Finding) {
      rule = finding.ruleID
      path = finding.path
      line = finding.line
      column = finding.column
      message = finding.message
      fix = finding.fix?.applicability
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(rule, forKey: .rule)
      try container.encode(path, forKey: .path)
      try container.encode(line, forKey: .line)
      try container.encode(column, forKey: .column)
      try container.encode(message, forKey: .message)
      try container.encode(fix, forKey: .fix)
    }

    enum CodingKeys: String, CodingKey { case rule, path, line, column, message, fix }
  }
}
