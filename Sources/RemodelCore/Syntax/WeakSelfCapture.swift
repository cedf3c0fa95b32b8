import SwiftSyntax

/// Makes an escaping closure capture `self` weakly without changing what its body does:
/// `weak self` goes into its capture list, then a single expression rooted at `self` becomes an
/// optional chain (`self?.items = $0`), and any other body starts with
/// `guard let self else { return }`, which keeps every statement as written.
enum WeakSelfCapture {
  /// The edits for `closure`; empty when it does not hold `self` strongly. `members` are the
  /// names the enclosing class declares, which the body may use without `self.` once it has
  /// captured `[self]`.
  static func edits(
    for closure: ClosureExprSyntax, members: Set<String>, in source: ParsedSource
  ) throws(MigrationRefusal) -> [TextEdit] {
    let captures = closure.signature?.capture
    let selfCaptures = captures?.items.filter { $0.name.tokenKind == .keyword(.self) } ?? []
    // `[weak self]` or `[unowned self]`: already what the fix would do.
    if selfCaptures.contains(where: { $0.specifier != nil }) { return [] }
    if let renamed = captures?.items.first(where: {
      $0.specifier == nil && $0.initializer?.value.isSelfReference == true
    }) {
      let name = renamed.name.text
      throw .reason(
        "it captures 'self' as '\(name)' at \(source.location(of: renamed)); make that capture '[weak \(name) = self]' and unwrap it by hand"
      )
    }
    let strongCapture = selfCaptures.first
    let selfUses = closure.statements.tokens(viewMode: .sourceAccurate).compactMap {
      $0.tokenKind == .keyword(.self) ? $0.parent?.as(DeclReferenceExprSyntax.self) : nil
    }.filter { $0.parent?.as(MemberAccessExprSyntax.self)?.declName.id != $0.id }
    guard strongCapture != nil || !selfUses.isEmpty,
      let firstStatement = closure.statements.first
    else { return [] }
    let implicitUses = implicitMemberUses(in: closure, members: members)
    // Under `[self]` a nested closure may use members without `self.`; once the outer closure
    // captures `self` weakly and unwraps it, only the outer body may, so nested uses name it.
    let nestedSelf =
      strongCapture == nil
      ? []
      : implicitUses.filter { isInNestedClosure($0, of: closure) }.map {
        source.insert("self.", before: $0)
      }

    let capture: TextEdit
    if let strongCapture {
      capture = source.replace(strongCapture.name, with: "weak self")
    } else if let last = captures?.items.last {
      capture = source.insert(", weak self", after: last)
    } else if let signature = closure.signature {
      capture =
        signature.attributes.isEmpty
        ? source.insert("[weak self] ", before: signature)
        : source.insert(" [weak self]", after: signature.attributes)
    } else {
      // `{self.reload()}` needs a space after the inserted `in`.
      let glued = closure.leftBrace.trailingTrivia.isEmpty && firstStatement.leadingTrivia.isEmpty
      capture = source.insert(" [weak self] in" + (glued ? " " : ""), after: closure.leftBrace)
    }
    if strongCapture == nil, implicitUses.isEmpty, selfUses.count == 1,
      closure.statements.count == 1, let expression = firstStatement.item.as(ExprSyntax.self),
      let root = optionalChainRoot(of: expression), root.id == selfUses.first?.id
    {
      return [capture, source.insert("?", after: root)]
    }
    guard firstStatement.leadingTrivia.contains(where: \.isNewline) else {
      return [capture, source.insert("guard let self else { return }; ", before: firstStatement)]
        + nestedSelf
    }
    // On the line after `in`, above any comment that introduces the first statement.
    var lineStart = firstStatement.position.utf8Offset
    for piece in firstStatement.leadingTrivia {
      lineStart += piece.sourceLength.utf8Length
      if piece.isNewline { break }
    }
    let indent = source.indentation(
      ofLineAt: firstStatement.positionAfterSkippingLeadingTrivia.utf8Offset)
    let unwrap = TextEdit(
      path: source.path, range: lineStart..<lineStart,
      replacement: indent + "guard let self else { return }" + source.file.lineEnding)
    return [capture, unwrap] + nestedSelf
  }

  /// Bare names of the class's members in the body that no parameter or local shadows.
  private static func implicitMemberUses(
    in closure: ClosureExprSyntax, members: Set<String>
  ) -> [DeclReferenceExprSyntax] {
    closure.statements.tokens(viewMode: .sourceAccurate).compactMap { token in
      guard members.contains(token.text),
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
        // `\.name` names a property of the key path's root, not of `self`.
        reference.parent?.is(KeyPathPropertyComponentSyntax.self) != true,
        !DeclaredTypeResolver.isShadowed(token.text, at: reference)
      else { return nil }
      return reference
    }
  }

  private static func isInNestedClosure(
    _ node: DeclReferenceExprSyntax, of closure: ClosureExprSyntax
  ) -> Bool {
    var current = node.parent
    while let candidate = current, candidate.id != closure.id {
      if candidate.is(ClosureExprSyntax.self) { return true }
      current = candidate.parent
    }
    return false
  }

  /// The `self` that starts the expression's chain (`self` in `self.model.reload()`, or in
  /// the assigned side of `self.items = value` or `self.count += 1`), where `self?.` keeps the
  /// expression valid.
  private static func optionalChainRoot(of expression: ExprSyntax) -> DeclReferenceExprSyntax? {
    var head = expression
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      // Assignment binds loosest: whatever follows the operator is the assigned value.
      guard elements.count >= 3, elements[1].isAssignmentOperator else { return nil }
      head = elements[0]
    }
    while true {
      if let member = head.as(MemberAccessExprSyntax.self), let base = member.base {
        if base.isSelfReference { return base.as(DeclReferenceExprSyntax.self) }
        head = base
      } else if let call = head.as(FunctionCallExprSyntax.self) {
        head = call.calledExpression
      } else if let subscriptCall = head.as(SubscriptCallExprSyntax.self) {
        head = subscriptCall.calledExpression
      } else if let unwrap = head.as(ForceUnwrapExprSyntax.self) {
        head = unwrap.expression
      } else if let chaining = head.as(OptionalChainingExprSyntax.self) {
        head = chaining.expression
      } else {
        return nil
      }
    }
  }
}
