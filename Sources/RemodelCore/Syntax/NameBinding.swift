import SwiftSyntax

/// What a bare name means where it is written: the nearest declaration that binds it, found by
/// walking out from the reference through closures, functions, blocks and conditions to the
/// type around it. Every question about a name (its type, its initial value, what it unwraps,
/// whether it hides a property) asks this one walk.
enum NameBinding {
  /// A parameter of the closure.
  case closureParameter(ClosureExprSyntax)
  /// A parameter of the function, initializer or subscript.
  case parameter(FunctionParameterSyntax)
  /// An associated value a pattern binds: `case .first(let name)` of a `switch`, or
  /// `if case .first(let name) = value`, with the value matched when it is found.
  case patternBinding(PatternSyntax, matching: ExprSyntax?)
  /// The error a `catch` clause binds (`error` when it names none).
  case caughtError
  /// The loop variable of `for name in sequence`.
  case loopElement(ForStmtSyntax)
  /// A `let`/`var` of the block, declared before the reference.
  case local(VariableDeclSyntax, PatternBindingSyntax)
  /// One name of a `let (first, second) = …` of the block, at `position` in the tuple.
  case tupleElement(PatternBindingSyntax, position: Int)
  /// `if let name = value`, `guard let name = value` or `while let name = value`; also the
  /// shorthand `if let name` when asked for.
  case optionalBinding(OptionalBindingConditionSyntax)
  /// Nothing closer: a member of the type (or extension) around the reference, whose members
  /// and declaration these are.
  case member(MemberBlockSyntax, declaration: Syntax)

  /// The binding of `name` seen from `node`; nil outside any type when nothing binds it.
  /// `shorthandBinds` counts `if let name` as a binding; otherwise it is looked through, since
  /// it unwraps the very value the name means outside it.
  static func of(_ name: String, at node: some SyntaxProtocol, shorthandBinds: Bool = false)
    -> NameBinding?
  {
    let position = node.positionAfterSkippingLeadingTrivia
    let bound = { (conditions: [ConditionElementSyntax]) -> NameBinding? in
      binding(of: name, among: conditions, shorthandBinds: shorthandBinds)
    }
    var current = Syntax(node)
    while let parent = current.parent {
      defer { current = parent }
      if let members = DeclaredTypeResolver.memberBlock(of: parent) {
        return .member(members, declaration: parent)
      }
      if let switchCase = parent.as(SwitchCaseSyntax.self),
        case .case(let label) = switchCase.label,
        let item = label.caseItems.first(where: { patternBinds(name, $0.pattern) })
      {
        let subject = switchCase.ancestorOrSelf(mapping: { $0.as(SwitchExprSyntax.self) })?.subject
        return .patternBinding(item.pattern, matching: subject)
      }
      if let closure = parent.as(ClosureExprSyntax.self),
        DeclaredTypeResolver.closureParameter(name, in: closure) != nil
      {
        return .closureParameter(closure)
      }
      if let parameter = DeclaredTypeResolver.parameters(of: parent)?.first(where: {
        ($0.secondName ?? $0.firstName).text == name
      }) {
        return .parameter(parameter)
      }
      if let clause = parent.as(CatchClauseSyntax.self), caught(by: clause).contains(name) {
        return .caughtError
      }
      if let loop = parent.as(ForStmtSyntax.self), !loop.sequence.range.contains(position),
        patternBinds(name, loop.pattern)
      {
        return .loopElement(loop)
      }
      if let block = parent.as(CodeBlockItemListSyntax.self) {
        for item in block.reversed() where item.endPosition <= position {
          if let conditions = item.item.as(GuardStmtSyntax.self)?.conditions,
            let binding = bound(Array(conditions))
          {
            return binding
          }
          if let variable = item.item.as(VariableDeclSyntax.self),
            let binding = variable.bindings.first(where: {
              $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            })
          {
            return .local(variable, binding)
          }
          if let variable = item.item.as(VariableDeclSyntax.self),
            let (binding, position) = tupleElement(name, of: variable)
          {
            return .tupleElement(binding, position: position)
          }
        }
      }
      // Within the conditions, a condition sees what the ones before it bind (`if let entity
      // = …, let data = entity.data`); the body sees them all, the `else` none.
      if let conditions = parent.as(ConditionElementListSyntax.self),
        let binding = bound(conditions.preceding(node))
      {
        return binding
      }
      if let ifExpression = parent.as(IfExprSyntax.self),
        ifExpression.body.range.contains(position),
        let binding = bound(Array(ifExpression.conditions))
      {
        return binding
      }
      if let loop = parent.as(WhileStmtSyntax.self), loop.body.range.contains(position),
        let binding = bound(Array(loop.conditions))
      {
        return binding
      }
    }
    return nil
  }

  /// The last of `conditions` binding `name` (a later one hides an earlier one).
  private static func binding(
    of name: String, among conditions: [ConditionElementSyntax], shorthandBinds: Bool
  ) -> NameBinding? {
    for element in conditions.reversed() {
      if let binding = element.condition.as(OptionalBindingConditionSyntax.self),
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
        shorthandBinds || binding.initializer != nil
      {
        return .optionalBinding(binding)
      }
      if let match = element.condition.as(MatchingPatternConditionSyntax.self),
        patternBinds(name, match.pattern)
      {
        return .patternBinding(match.pattern, matching: match.initializer.value)
      }
    }
    return nil
  }

  /// The binding of `let (first, second) = …` naming `name`, and its position in the tuple.
  private static func tupleElement(_ name: String, of variable: VariableDeclSyntax)
    -> (PatternBindingSyntax, Int)?
  {
    for binding in variable.bindings {
      guard let tuple = binding.pattern.as(TuplePatternSyntax.self),
        let position = tuple.elements.firstIndex(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        })
      else { continue }
      return (binding, tuple.elements.distance(from: tuple.elements.startIndex, to: position))
    }
    return nil
  }

  /// Whether `pattern` binds `name`: `let name`, `.first(let name)`, `let .first(name)`,
  /// `(index, name)`.
  private static func patternBinds(_ name: String, _ pattern: PatternSyntax) -> Bool {
    let binds = pattern.is(ValueBindingPatternSyntax.self)
    return pattern.tokens(viewMode: .sourceAccurate).contains { token in
      token.text == name
        && (token.parent?.is(IdentifierPatternSyntax.self) == true
          || (binds && token.parent?.is(DeclReferenceExprSyntax.self) == true))
    }
  }

  /// The names a `catch` clause binds: `error` when it names none.
  private static func caught(by clause: CatchClauseSyntax) -> [String] {
    guard !clause.catchItems.isEmpty else { return ["error"] }
    return clause.catchItems.compactMap {
      $0.pattern?.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?
        .identifier.text
    }
  }
}
