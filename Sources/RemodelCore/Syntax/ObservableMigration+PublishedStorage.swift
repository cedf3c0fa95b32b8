import SwiftSyntax

/// `_name = .init(initialValue: value)` (or `Published(initialValue:)`, `wrappedValue:`) in an
/// initializer of the class sets a `@Published` property's storage before `self` is whole. The
/// macro's properties take a plain assignment there (it gives them `init` accessors), so the
/// line becomes `self.name = value`.
extension ObservableMigration {
  /// The edits turning the storage assignment that `token` (`_name`) starts into a plain one,
  /// or nil when it is anything else: a read, or an assignment outside an initializer, which
  /// replaces the wrapper without announcing the change.
  func publishedStorageInitialization(_ token: TokenSyntax, in file: ParsedSource) -> [TextEdit]? {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
    var target = ExprSyntax(reference)
    let qualified: Bool
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id
    {
      guard member.base?.isSelfReference == true else { return nil }
      target = ExprSyntax(member)
      qualified = true
    } else {
      qualified = false
    }
    guard let list = target.parent?.as(ExprListSyntax.self), list.first?.id == target.id,
      list.count == 3, list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
      let call = list.last?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      Self.isPublishedConstruction(call.calledExpression), call.arguments.count == 1,
      let argument = call.arguments.first,
      ["initialValue", "wrappedValue"].contains(argument.label?.text),
      isInsideClass(reference, in: file), Self.isInInitializer(reference)
    else { return nil }
    let name = String(token.text.dropFirst())
    return [
      file.replace(token, with: qualified ? name : "self." + name),
      TextEdit(
        path: file.path,
        range: call.positionAfterSkippingLeadingTrivia
          .utf8Offset..<argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset,
        replacement: ""),
      TextEdit(
        path: file.path,
        range: argument.expression.endPositionBeforeTrailingTrivia
          .utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: ""),
    ]
  }

  /// `.init`, `Published` or `Published<T>`.
  private static func isPublishedConstruction(_ callee: ExprSyntax) -> Bool {
    if let member = callee.as(MemberAccessExprSyntax.self) {
      return member.base == nil && member.declName.baseName.tokenKind == .keyword(.`init`)
    }
    let base = callee.as(GenericSpecializationExprSyntax.self)?.expression ?? callee
    return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Published"
  }

  /// Whether `node` runs as part of an initializer, not in a closure or function inside it.
  private static func isInInitializer(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let next = current {
      if next.is(InitializerDeclSyntax.self) { return true }
      if next.is(ClosureExprSyntax.self) || next.is(FunctionDeclSyntax.self)
        || next.is(AccessorDeclSyntax.self) || next.is(MemberBlockSyntax.self)
      {
        return false
      }
      current = next.parent
    }
    return false
  }
}
