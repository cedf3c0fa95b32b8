/// `path:line:col: warning: message [rule-id]`, which Xcode, editors and compilers share.
enum XcodeReporter {
  static func render(_ findings: [Finding], colors: Bool) -> [UInt8] {
    let warning = colors ? "\u{1B}[35mwarning:\u{1B}[0m" : "warning:"
    return Array(
      findings.map {
        "\($0.path):\($0.line):\($0.column): \(warning) \($0.messageWithFixNote) [\($0.ruleID)]\n"
      }
      .joined().utf8)
  }
}
