@_spi(RawSyntax) import SwiftSyntax

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
    RawNames.constructedType(callee.raw, contextualType: contextualType)
  }
}
