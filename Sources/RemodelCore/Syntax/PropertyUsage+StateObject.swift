import SwiftSyntax

extension PropertyUsage {
  /// Why the property cannot become a `@StateObject`, whose wrapped value is read-only and whose
  /// projection is an `ObservedObject.Wrapper`. `projectionWasBinding` is true when coming from
  /// `@State`, whose bare `$name` is a `Binding` that the wrapper cannot stand in for.
  /// `rewritten` lists the assignment targets the fix itself converts. A read in `init` blocks too:
  /// SwiftUI installs the object only after `init`. `keeper` is the wrapper the property gets:
  /// `State` keeps an `@Observable` model the same way.
  func blockerForStateObject(
    _ name: String, projectionWasBinding: Bool, rewritten: Set<SyntaxIdentifier> = [],
    keeper: String = "StateObject"
  ) -> String? {
    if projectionWasBinding && !bareProjections.isEmpty {
      return "'$\(name)' is used as a binding of the whole object"
    }
    let remaining = assignments.filter { !rewritten.contains($0.target.id) }
    let wrapperUses = wrapperReads.filter { !Self.callsDynamicPropertyUpdate($0) }
    if !wrapperUses.isEmpty || remaining.contains(where: \.assignsWrapper) {
      return "its wrapper '_\(name)' is used directly"
    }
    if !remaining.isEmpty {
      return keeper == "StateObject"
        ? "'\(name)' is assigned after creation, which '@StateObject' does not allow"
        : "'\(name)' is assigned after creation, which '@\(keeper)' ignores once it holds a value"
    }
    if !readsInInitializers.isEmpty {
      return "'init' reads '\(name)', and a '@\(keeper)' read before SwiftUI installs it is a "
        + "throwaway object"
    }
    return nil
  }

  /// `_model.update()` in a `DynamicProperty`'s own `update()`: `StateObject` has it too.
  private static func callsDynamicPropertyUpdate(_ wrapper: TokenSyntax) -> Bool {
    guard let member = wrapper.parent?.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == wrapper.parent?.id, member.declName.baseName.text == "update",
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    else { return false }
    return call.arguments.isEmpty && call.trailingClosure == nil
  }
}
