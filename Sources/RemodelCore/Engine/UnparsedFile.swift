import SwiftParserDiagnostics

/// A file skipped because it does not parse: invisible to the index, but its text still shows
/// which declarations it may use, and the parser's first complaint tells a person what to
/// change. Some code the compiler accepts SwiftSyntax does not (`@MainActor([T]) -> Void`,
/// `@available (iOS 15, *)`), so the complaint matters more than the fact.
public struct UnparsedFile: Sendable {
  public let file: SourceFile
  /// The line of the first complaint.
  public let line: Int?
  public let problem: String

  public init(_ source: ParsedSource) {
    file = source.file
    let first = ParseDiagnosticsGenerator.diagnostics(for: source.tree).first
    line = first?.location(converter: source.locationConverter).line
    problem = first?.message ?? "a syntax error"
  }

  public var path: String { file.path }
  /// `path:line` of the first complaint, as refusals name it.
  public var location: String { line.map { "\(path):\($0)" } ?? path }
  /// Why a fix changing `name`, which this file may use, is not made.
  public func blocksFix(of name: String) -> String {
    "\(location) does not parse (\(problem)) and mentions '\(name)'; make it parse, then run the fix again"
  }
  /// `line 72: expected …`, as the warning that skips the file says it.
  public var complaint: String { (line.map { "line \($0): " } ?? "") + problem }
}
