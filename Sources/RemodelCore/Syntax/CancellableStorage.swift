import SwiftSyntax

/// Where the cancellable of a Combine subscription ends up. Kept in a property of `self`, it
/// lives as long as the object, and so does everything its closures hold strongly.
enum CancellableStorage {
  /// Whether a property of `self` keeps the value of `expression` (a `sink(…)` or `assign(…)`
  /// call): `.store(in: &cancellables)`, `cancellable = …`, `self.tasks[id] = …`,
  /// `cancellables.insert(…)`/`append(…)`, or a local that goes into one of those later in its
  /// block; not when it is discarded, returned or kept elsewhere. `members` are the names the
  /// enclosing class declares, which a bare name must be one of.
  static func isStoredOnSelf(_ expression: ExprSyntax, members: Set<String>) -> Bool {
    guard let parent = expression.parent else { return false }
    if let store = parent.as(MemberAccessExprSyntax.self), store.base?.id == expression.id,
      store.declName.baseName.text == "store",
      let call = store.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == store.id, let argument = call.arguments.first,
      argument.label?.text == "in", let target = argument.expression.as(InOutExprSyntax.self)
    {
      return isSelfProperty(target.expression, members)
    }
    if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        elements[2].id == expression.id
      else { return false }
      let target = elements[0].as(SubscriptCallExprSyntax.self)?.calledExpression ?? elements[0]
      return isSelfProperty(target, members)
    }
    if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let method = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["insert", "append"].contains(method.declName.baseName.text), let base = method.base
    {
      return isSelfProperty(base, members)
    }
    if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
      let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let block = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self)
    {
      return block.tokens(viewMode: .sourceAccurate).contains { token in
        guard token.text == local, token.position >= binding.endPosition,
          let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
        else { return false }
        return isStoredOnSelf(ExprSyntax(reference), members: members)
      }
    }
    return false
  }

  /// `self.name`, or a bare `name` the class declares that no parameter or local shadows.
  private static func isSelfProperty(_ expression: ExprSyntax, _ members: Set<String>) -> Bool {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.base?.isSelfReference == true
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    return members.contains(reference.baseName.text)
      && !DeclaredTypeResolver.isShadowed(reference.baseName.text, at: reference)
  }
}
