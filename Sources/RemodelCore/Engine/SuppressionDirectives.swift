import SwiftSyntax

/// Comments that silence rules, in the style of SwiftLint:
/// `// remodel:disable:next ID` (the next line), `// remodel:disable:this ID` (its own line),
/// `// remodel:disable ID` … `// remodel:enable ID` (a region). `all` names every rule.
struct SuppressionDirectives {
  private var lines: [String: Set<Int>] = [:]
  private var regions: [(rule: String, lines: ClosedRange<Int>)] = []

  init(_ source: ParsedSource) {
    var openRegions: [String: Int] = [:]
    for token in source.tree.tokens(viewMode: .sourceAccurate) {
      let trivia = [
        (token.position, token.leadingTrivia),
        (token.endPositionBeforeTrailingTrivia, token.trailingTrivia),
      ]
      for (start, pieces) in trivia {
        var position = start
        for piece in pieces {
          defer { position += piece.sourceLength }
          guard let directive = Self.directive(in: piece) else { continue }
          let line = source.locationConverter.location(for: position).line
          for rule in directive.rules {
            switch directive.verb {
            case "disable:next": lines[rule, default: []].insert(line + 1)
            case "disable:this": lines[rule, default: []].insert(line)
            case "disable": openRegions[rule] = openRegions[rule] ?? line
            default:
              if let start = openRegions.removeValue(forKey: rule) {
                regions.append((rule, start...line))
              }
            }
          }
        }
      }
    }
    for (rule, start) in openRegions { regions.append((rule, start...Int.max)) }
  }

  func suppresses(_ finding: Finding) -> Bool {
    suppresses(finding.ruleID, onLine: finding.line)
  }

  func suppresses(_ ruleID: String, onLine line: Int) -> Bool {
    [ruleID, "all"].contains { rule in
      lines[rule]?.contains(line) == true
        || regions.contains { $0.rule == rule && $0.lines.contains(line) }
    }
  }

  private static func directive(in piece: TriviaPiece) -> (verb: String, rules: [String])? {
    let comment: String
    switch piece {
    case .lineComment(let text), .blockComment(let text): comment = text
    default: return nil
    }
    guard let range = comment.range(of: "remodel:") else { return nil }
    let words = comment[range.upperBound...]
      .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
      .map(String.init)
      .filter { $0 != "*/" }
    guard let verb = words.first,
      ["disable", "disable:next", "disable:this", "enable"].contains(verb)
    else { return nil }
    return (verb, Array(words.dropFirst()))
  }
}
