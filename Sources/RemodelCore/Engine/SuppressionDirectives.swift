import SwiftSyntax

/// Comments that silence rules, in the style of SwiftLint:
/// `// remodel:disable:next ID` (the next line), `// remodel:disable:this ID` (its own line),
/// `// remodel:disable ID` … `// remodel:enable ID` (a region), `// remodel:disable-file ID`
/// (the whole file). `all` names every rule; several ids are separated by commas or spaces.
struct SuppressionDirectives: Sendable {
  /// One comment that silences rules, and the lines it covers.
  struct Directive: Sendable {
    let verb: String
    /// The names as written, duplicates removed, in order.
    let rules: [String]
    let line: Int
    let column: Int
    let offset: Int
    fileprivate(set) var lines: ClosedRange<Int>
  }

  /// A rule name of one directive that silenced something; `directive` indexes `directives`.
  struct Use: Hashable, Sendable {
    let path: String
    let directive: Int
    let rule: String
  }

  static let verbs = ["disable", "disable:next", "disable:this", "disable-file", "enable"]

  let path: String
  private(set) var directives: [Directive] = []

  init(_ source: ParsedSource) {
    path = source.path
    guard Self.mayHold(source.file) else { return }
    var open: [String: [Int]] = [:]
    for token in source.tree.tokens(viewMode: .sourceAccurate) {
      let trivia = [
        (token.position, token.leadingTrivia),
        (token.endPositionBeforeTrailingTrivia, token.trailingTrivia),
      ]
      for (start, pieces) in trivia {
        var position = start
        for piece in pieces {
          defer { position += piece.sourceLength }
          guard let (verb, rules) = Self.directive(in: piece) else { continue }
          let location = source.locationConverter.location(for: position)
          let line = location.line
          let lines: ClosedRange<Int>
          switch verb {
          case "enable":
            for rule in rules {
              for index in open.removeValue(forKey: rule) ?? [] {
                directives[index].lines = directives[index].lines.lowerBound...line
              }
            }
            continue
          case "disable:next": lines = (line + 1)...(line + 1)
          case "disable:this": lines = line...line
          case "disable-file": lines = 1...Int.max
          default:
            lines = line...Int.max
            for rule in rules { open[rule, default: []].append(directives.count) }
          }
          directives.append(
            Directive(
              verb: verb, rules: rules, line: line, column: location.column,
              offset: position.utf8Offset, lines: lines))
        }
      }
    }
  }

  /// Whether the file mentions `remodel:` at all: most files do not, and need neither their
  /// trivia walked nor, for `check`, their tree parsed again.
  static func mayHold(_ file: SourceFile) -> Bool {
    file.contains("remodel:")
  }

  /// The directive names that silence `ruleID` on `line`; empty when none does.
  func uses(of ruleID: String, onLine line: Int) -> [Use] {
    directives.indices.flatMap { index -> [Use] in
      let directive = directives[index]
      guard directive.lines.contains(line) else { return [] }
      return directive.rules.filter { $0 == ruleID || $0 == "all" }.map {
        Use(path: path, directive: index, rule: $0)
      }
    }
  }

  /// The verb and rule names of a comment that starts with `remodel:` and a known verb; a block
  /// comment's first line only, so a commented-out file is not read as names.
  private static func directive(in piece: TriviaPiece) -> (verb: String, rules: [String])? {
    let body: Substring
    switch piece {
    case .lineComment(let text): body = text.dropFirst(2)
    case .blockComment(let text):
      body = text.dropFirst(2).dropLast(2).prefix { $0 != "\n" && $0 != "\r" }
    default: return nil
    }
    let trimmed = body.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("remodel:") else { return nil }
    let words = trimmed.dropFirst("remodel:".count)
      .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
      .map(String.init)
    guard let verb = words.first, verbs.contains(verb) else { return nil }
    var seen: Set<String> = []
    return (verb, words.dropFirst().filter { seen.insert($0).inserted })
  }
}
