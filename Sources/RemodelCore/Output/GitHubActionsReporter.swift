/// GitHub Actions workflow commands (`::warning file=…,line=…,col=…,title=…::message`), which
/// turn findings into annotations on the pull request.
enum GitHubActionsReporter {
  static func render(_ findings: [Finding]) -> [UInt8] {
    Array(
      findings.map { finding in
        let properties = [
          ("file", finding.path), ("line", "\(finding.line)"), ("col", "\(finding.column)"),
          ("title", finding.ruleID),
        ].map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
        return "::warning \(properties)::\(escapeData(finding.messageWithFixNote))\n"
      }
      .joined().utf8)
  }

  /// A command's message: `%`, CR and LF would end or garble the command.
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value: also `:` and `,`, which separate the properties from each other and
  /// from the message.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
