import SwiftSyntax

/// The `Loadable<Value>` enum the loading-state migration targets: four cases and three
/// accessors. An existing declaration is reused only when it has all of them.
enum LoadableShape {
  static let cases: Set<String> = ["notInitiated", "loading", "success", "failure"]
  static let accessors: Set<String> = ["value", "error", "isLoading"]

  /// Whether the declaration, with its extensions, has every case and accessor.
  static func matches(_ declaration: TypeSummary, in context: RuleContext) -> Bool {
    guard let members = members(of: declaration, in: context) else { return false }
    let caseNames = Set(
      members.compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap { $0.elements.map(\.name.text) }
    )
    let accessorNames = Set(
      members.compactMap { $0.as(VariableDeclSyntax.self)?.singleBindingName })
    return cases.isSubset(of: caseNames) && accessors.isSubset(of: accessorNames)
  }

  /// What `failure(…)` carries and what the `error` accessor returns (without the `?`), as
  /// written; `Error` where the declaration does not say.
  static func errorTypes(of declaration: TypeSummary, in context: RuleContext)
    -> (failure: String, accessor: String)
  {
    let members = members(of: declaration, in: context) ?? []
    let failure = members.compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
      .first { $0.name.text == "failure" }?.parameterClause?.parameters.first?.type
    let accessor = members.compactMap { $0.as(VariableDeclSyntax.self) }
      .first { $0.singleBindingName == "error" }?.bindings.first?.typeAnnotation?.type
    let unwrapped = accessor?.as(OptionalTypeSyntax.self)?.wrappedType ?? accessor
    return (
      failure?.trimmedDescription ?? "Error", unwrapped?.trimmedDescription ?? "Error"
    )
  }

  /// `Error`, `any Error` or `Swift.Error`: a failure any error fits.
  static func isAnyError(_ type: String) -> Bool {
    ["Error", "anyError", "Swift.Error", "anySwift.Error", "(anyError)"].contains(
      type.replacingOccurrences(of: " ", with: ""))
  }

  /// Whether code outside its module can use the declaration: the enum and its accessors are
  /// `public` (or `open`), directly or through a `public extension`.
  static func isPublic(_ declaration: TypeSummary, in context: RuleContext) -> Bool {
    guard let enumDecl = decl(of: declaration, in: context) else { return false }
    guard enumDecl.modifiers.isPublic else { return false }
    let extensions = context.index.extensions(of: declaration).compactMap { summary in
      context.source(at: summary.path).flatMap {
        DeclarationLocator.decl(at: summary.offset, in: $0.tree)?.as(ExtensionDeclSyntax.self)
      }
    }
    let publicAccessors = Set(
      enumDecl.memberBlock.flattenedDecls.compactMap { $0.as(VariableDeclSyntax.self) }
        .filter { $0.modifiers.isPublic }.compactMap(\.singleBindingName)
        + extensions.flatMap { extensionDecl in
          extensionDecl.memberBlock.flattenedDecls.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { $0.modifiers.isPublic || extensionDecl.modifiers.isPublic }
            .compactMap(\.singleBindingName)
        })
    return accessors.isSubset(of: publicAccessors)
  }

  private static func decl(of declaration: TypeSummary, in context: RuleContext)
    -> EnumDeclSyntax?
  {
    context.source(at: declaration.path).flatMap {
      DeclarationLocator.decl(at: declaration.offset, in: $0.tree)?.as(EnumDeclSyntax.self)
    }
  }

  /// Whether the declaration asks something of its value (`Loadable<T: Equatable>`, a `where`
  /// clause), which `Void` does not give.
  static func constrainsItsValue(_ declaration: TypeSummary, in context: RuleContext) -> Bool {
    guard let decl = decl(of: declaration, in: context) else { return true }
    return decl.genericWhereClause != nil
      || decl.genericParameterClause.map {
        $0.genericWhereClause != nil || $0.parameters.contains { $0.inheritedType != nil }
      } ?? false
  }

  /// The members of the declaration and of its extensions.
  private static func members(of declaration: TypeSummary, in context: RuleContext)
    -> [DeclSyntax]?
  {
    guard let decl = decl(of: declaration, in: context),
      decl.genericParameterClause?.parameters.count == 1
    else { return nil }
    let extensionMembers = context.index.extensions(of: declaration).flatMap {
      summary -> [DeclSyntax] in
      guard let file = context.source(at: summary.path),
        let decl = DeclarationLocator.decl(at: summary.offset, in: file.tree)?.as(
          ExtensionDeclSyntax.self)
      else { return [] }
      return decl.memberBlock.flattenedDecls
    }
    return decl.memberBlock.flattenedDecls + extensionMembers
  }

  /// The file the migration adds when the project has no `Loadable`, in the style of the file
  /// that needs it.
  static func source(indent: String, lineEnding: String, isPublic: Bool) -> String {
    "import Foundation" + lineEnding + lineEnding
      + declaration(indent: indent, lineEnding: lineEnding, isPublic: isPublic)
  }

  /// The declaration alone, ending with a line ending, for a file or the end of an existing one.
  static func declaration(indent: String, lineEnding: String, isPublic: Bool) -> String {
    let access = isPublic ? "public " : ""
    let lines = [
      "/// The state of a value loaded asynchronously: not started, in flight, loaded or failed.",
      "\(access)enum Loadable<Value> {",
      "\(indent)case notInitiated",
      "\(indent)case loading",
      "\(indent)case success(Value)",
      "\(indent)case failure(Error)",
      "",
      "\(indent)/// The loaded value, when the last load succeeded.",
      "\(indent)\(access)var value: Value? {",
      "\(indent)\(indent)if case .success(let value) = self { return value }",
      "\(indent)\(indent)return nil",
      "\(indent)}",
      "",
      "\(indent)/// The error, when the last load failed.",
      "\(indent)\(access)var error: Error? {",
      "\(indent)\(indent)if case .failure(let error) = self { return error }",
      "\(indent)\(indent)return nil",
      "\(indent)}",
      "",
      "\(indent)\(access)var isLoading: Bool {",
      "\(indent)\(indent)if case .loading = self { return true }",
      "\(indent)\(indent)return false",
      "\(indent)}",
      "}",
    ]
    return lines.joined(separator: lineEnding) + lineEnding
  }
}

extension DeclModifierListSyntax {
  /// `public` or `open`, not `public(set)` alone.
  var isPublic: Bool {
    contains {
      [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) && $0.detail == nil
    }
  }

  /// `private` or `fileprivate`, not `private(set)` alone: code outside cannot read it.
  var isFileScoped: Bool {
    contains {
      [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil
    }
  }
}
