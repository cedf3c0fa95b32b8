import SwiftSyntax

/// Where the cancellable of a Combine subscription ends up. Kept in a property of `self`, it
/// lives as long as the object, and so does everything its closures hold strongly.
enum CancellableStorage {
  /// The property of `self` that keeps the value of `expression` (a `sink(…)` or `assign(…)`
  /// call): `.store(in: &cancellables)`, `cancellable = …`, `self.tasks[id] = …`,
  /// `cancellables.insert(…)`/`append(…)`, or a local that goes into one of those later in its
  /// block. Nil when it is discarded, returned or kept elsewhere. `members` are the names the
  /// enclosing class declares, which a bare name must be one of.
  static func property(storing expression: ExprSyntax, members: Set<String>) -> String? {
    guard let parent = expression.parent else { return nil }
    if let store = parent.as(MemberAccessExprSyntax.self), store.base?.id == expression.id,
      store.declName.baseName.text == "store",
      let call = store.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == store.id, let argument = call.arguments.first,
      argument.label?.text == "in", let target = argument.expression.as(InOutExprSyntax.self)
    {
      return selfProperty(target.expression, members)
    }
    if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        elements[2].id == expression.id
      else { return nil }
      let target = elements[0].as(SubscriptCallExprSyntax.self)?.calledExpression ?? elements[0]
      return selfProperty(target, members)
    }
    if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let method = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["insert", "append"].contains(method.declName.baseName.text), let base = method.base
    {
      return selfProperty(base, members)
    }
    if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
      let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let block = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self)
    {
      let laterUses = block.tokens(viewMode: .sourceAccurate).lazy.filter {
        $0.text == local && $0.position >= binding.endPosition
      }
      .compactMap { $0.parent?.as(DeclReferenceExprSyntax.self) }
      .filter { $0.parent?.as(MemberAccessExprSyntax.self)?.declName.id != $0.id }
      return laterUses.lazy.compactMap { property(storing: ExprSyntax($0), members: members) }
        .first
    }
    return nil
  }

  /// `name` for `self.name`, or for a bare `name` the class declares that no parameter or
  /// local shadows.
  private static func selfProperty(_ expression: ExprSyntax, _ members: Set<String>) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base?.isSelfReference == true
    {
      return member.declName.baseName.text
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self),
      members.contains(reference.baseName.text),
      !DeclaredTypeResolver.isShadowed(reference.baseName.text, at: reference)
    else { return nil }
    return reference.baseName.text
  }
}
