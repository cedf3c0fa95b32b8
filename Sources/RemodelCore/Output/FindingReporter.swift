import Foundation

/// How `check` prints findings (`--reporter`).
public enum FindingReporter: String, CaseIterable, Sendable {
  /// `path:line:col: warning: message [rule-id]`, the format Xcode and editors link to.
  case xcode
  /// A JSON array of objects, for tools.
  case json
  /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers; carries fixes as edits.
  case sarif
  /// GitHub Actions workflow commands, which annotate the pull request's lines.
  case githubActions = "github-actions"
  /// Checkstyle XML, which most CI servers read.
  case checkstyle

  /// The reporter `--reporter name` selects; `text` is the name `xcode` had before there were
  /// other line formats, kept so scripts keep working.
  public init?(name: String) {
    self.init(rawValue: name == "text" ? Self.xcode.rawValue : name)
  }

  public func render(
    _ findings: [Finding], context: ReportContext = ReportContext(), colors: Bool
  ) -> [UInt8] {
    switch self {
    case .xcode: return XcodeReporter.render(findings, colors: colors)
    case .json: return JSONReporter.render(findings)
    case .sarif: return SarifReporter(context: context).render(findings)
    case .githubActions: return GitHubActionsReporter.render(findings)
    case .checkstyle: return CheckstyleReporter.render(findings)
    }
  }
}

/// What some reporters need besides the findings.
public struct ReportContext: Sendable {
  /// The rules that ran, described in SARIF's metadata.
  public var rules: [any Rule]
  /// The files as read, by display path: SARIF counts columns in UTF-16 code units.
  public var sources: [String: SourceFile]
  /// What display paths are relative to.
  public var workingDirectory: URL

  public init(
    rules: [any Rule] = [], sources: [String: SourceFile] = [:],
    workingDirectory: URL = FileSystem.currentDirectory
  ) {
    self.rules = rules
    self.sources = sources
    self.workingDirectory = workingDirectory
  }
}

extension Finding {
  /// The message, with a note when its fix is applied only with `--unsafe-fixes`, for formats
  /// that have no field for it.
  var messageWithFixNote: String {
    message + (fix?.applicability == .unsafe ? " (unsafe fix: --unsafe-fixes)" : "")
  }
}
