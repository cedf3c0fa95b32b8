@_spi(RawSyntax) import SwiftSyntax

/// Names read off the parser's raw nodes: what the index's summaries need from every node of
/// every file, without making a `Syntax` node for it. The `Syntax`-level questions
/// (`Construction`, `TypeSyntax.nominalName`) ask the same functions of their node's `raw`.
enum RawNames {
  /// The type a call of `callee` constructs, as `Construction` names it: `Model`, `Model.init`,
  /// `Feature.Model`, `Model<T>`; `.init` takes `contextualType`.
  static func constructedType(_ callee: RawSyntax, contextualType: String? = nil) -> String? {
    if let reference = RawDeclReferenceExprSyntax(callee) {
      return startsWithUppercase(reference.baseName.tokenText)
        ? String(syntaxText: reference.baseName.tokenText) : nil
    }
    if let specialization = RawGenericSpecializationExprSyntax(callee) {
      return constructedType(specialization.expression.raw, contextualType: contextualType)
    }
    guard let member = RawMemberAccessExprSyntax(callee) else { return nil }
    let memberName = member.declName.baseName
    if isKeyword(memberName, "init") {
      guard let base = member.base?.raw else { return contextualType }
      return typeName(of: base)
    }
    guard startsWithUppercase(memberName.tokenText), let base = member.base?.raw,
      let baseName = typeName(of: base)
    else {
      return nil
    }
    return baseName + "." + String(syntaxText: memberName.tokenText)
  }

  /// A type written as an expression (`Model`, `Feature.Model`), without generic arguments.
  private static func typeName(of expression: RawSyntax) -> String? {
    if let reference = RawDeclReferenceExprSyntax(expression) {
      return startsWithUppercase(reference.baseName.tokenText)
        ? String(syntaxText: reference.baseName.tokenText) : nil
    }
    if let member = RawMemberAccessExprSyntax(expression), let base = member.base?.raw,
      let baseName = typeName(of: base)
    {
      let name = member.declName.baseName.tokenText
      return startsWithUppercase(name) ? baseName + "." + String(syntaxText: name) : nil
    }
    if let specialization = RawGenericSpecializationExprSyntax(expression) {
      return typeName(of: specialization.expression.raw)
    }
    return nil
  }

  /// As `TypeSyntax.nominalName`.
  static func nominalName(_ type: RawSyntax) -> String? {
    if let identifier = RawIdentifierTypeSyntax(type) {
      return String(syntaxText: identifier.name.tokenText)
    }
    if let member = RawMemberTypeSyntax(type) { return String(syntaxText: member.name.tokenText) }
    if let optional = RawOptionalTypeSyntax(type) { return nominalName(optional.wrappedType.raw) }
    if let unwrapped = RawImplicitlyUnwrappedOptionalTypeSyntax(type) {
      return nominalName(unwrapped.wrappedType.raw)
    }
    if let attributed = RawAttributedTypeSyntax(type) {
      return nominalName(attributed.baseType.raw)
    }
    return nil
  }

  static func isKeyword(_ token: RawTokenSyntax, _ keyword: SyntaxText) -> Bool {
    token.tokenKind == .keyword && token.tokenText == keyword
  }

  /// As `String.startsWithUppercase`, without making a string of every identifier.
  static func startsWithUppercase(_ text: SyntaxText) -> Bool {
    guard let byte = text.first(where: { $0 != UInt8(ascii: "_") }) else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    return String(syntaxText: text).startsWithUppercase
  }
}
