import SwiftSyntax

/// An expression that creates a fresh instance of a named type: `T(…)`, `T.init(…)`,
/// `Outer.T(…)`, `T<X>(…)`, or `.init(…)` whose type comes from the context.
/// Calls of functions and factories (`makeModel()`, `Store.shared`, `Factory.make()`) are not.
public struct Construction {
  public let call: FunctionCallExprSyntax
  /// The constructed type as written, without generic arguments (`Model`, `Feature.Model`).
  public let typeName: String

  /// A factory call (`.make(id: 1)`, `container.makeModel()`) that yields a `typeName`.
  init(factory call: FunctionCallExprSyntax, typeName: String) {
    self.call = call
    self.typeName = typeName
  }

  /// `contextualType` is the declared type that resolves `.init(…)`.
  public init?(_ expression: ExprSyntax, contextualType: String? = nil) {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let typeName = Self.constructedType(call.calledExpression, contextualType: contextualType)
    else { return nil }
    self.call = call
    self.typeName = typeName
  }

  private static func constructedType(_ callee: ExprSyntax, contextualType: String?) -> String? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name.startsWithUppercase ? name : nil
    }
    if let specialization = callee.as(GenericSpecializationExprSyntax.self) {
      return constructedType(specialization.expression, contextualType: contextualType)
    }
    guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
    let memberName = member.declName.baseName
    if memberName.tokenKind == .keyword(.`init`) {
      guard let base = member.base else { return contextualType }
      return typeName(of: base)
    }
    guard memberName.text.startsWithUppercase, let base = member.base,
      let baseName = typeName(of: base)
    else { return nil }
    return baseName + "." + memberName.text
  }

  /// A type written as an expression (`Model`, `Feature.Model`), without generic arguments.
  private static func typeName(of expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.startsWithUppercase ? reference.baseName.text : nil
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let baseName = typeName(of: base)
    {
      let name = member.declName.baseName.text
      return name.startsWithUppercase ? baseName + "." + name : nil
    }
    if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
      return typeName(of: specialization.expression)
    }
    return nil
  }
}
