import SwiftSyntax

/// The `#if` branches code is compiled in: the condition of each clause around it holds, and
/// those of the clauses before it in the same `#if` do not. Two pieces of code no build compiles
/// together are told apart, so a view declared once per platform (`#if os(iOS)` … `#elseif
/// os(macOS)`) is the one its call sites in an `#if os(iOS)` branch build.
struct BuildConditions: Hashable, Sendable {
  private var holding: Set<String> = []
  private var failing: Set<String> = []

  init() {}

  init(of node: some SyntaxProtocol) {
    var current = node.parent
    while let ancestor = current {
      defer { current = ancestor.parent }
      guard let clause = ancestor.as(IfConfigClauseSyntax.self),
        let clauses = clause.parent?.as(IfConfigClauseListSyntax.self)
      else { continue }
      for earlier in clauses.prefix(while: { $0.id != clause.id }) {
        if let condition = earlier.condition { add(condition, holds: false) }
      }
      if let condition = clause.condition { add(condition, holds: true) }
    }
  }

  /// Whether code under these conditions is compiled in no build that compiles code under
  /// `other`: one needs a condition the other needs false, or each needs its own system.
  func excludes(_ other: BuildConditions) -> Bool {
    guard holding.isDisjoint(with: other.failing), failing.isDisjoint(with: other.holding) else {
      return true
    }
    let systems = holding.filter(Self.namesOperatingSystem)
    let otherSystems = other.holding.filter(Self.namesOperatingSystem)
    return !systems.isEmpty && !otherSystems.isEmpty && systems.isDisjoint(with: otherSystems)
  }

  var isEmpty: Bool { holding.isEmpty && failing.isEmpty }

  /// A text that is equal for equal conditions, to key what is worked out for them.
  var key: String {
    holding.sorted().joined(separator: "&") + "|" + failing.sorted().joined(separator: "&")
  }

  /// Records `condition`, split where that keeps each part exact: `!a` holds when `a` fails,
  /// both sides of `a && b` hold, both sides of `a || b` fail.
  private mutating func add(_ condition: ExprSyntax, holds: Bool) {
    if let inner = condition.as(TupleExprSyntax.self)?.elements.singleUnlabeled {
      return add(inner, holds: holds)
    }
    if let negation = condition.as(PrefixOperatorExprSyntax.self),
      negation.operator.text == "!"
    {
      return add(negation.expression, holds: !holds)
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      let splitting = holds ? "&&" : "||"
      if elements.count == 3,
        elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == splitting
      {
        add(elements[0], holds: holds)
        add(elements[2], holds: holds)
        return
      }
    }
    let text = condition.trimmedDescription.filter { !$0.isWhitespace }
    if holds { holding.insert(text) } else { failing.insert(text) }
  }

  /// `os(iOS)`: exactly one operating system holds in a build.
  private static func namesOperatingSystem(_ condition: String) -> Bool {
    condition.hasPrefix("os(")
  }
}

extension LabeledExprListSyntax {
  /// The only element, when it has no label: the content of parentheses around an expression.
  fileprivate var singleUnlabeled: ExprSyntax? {
    count == 1 && first?.label == nil ? first?.expression : nil
  }
}
