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

  /// The members of the declaration and of its extensions.
  private static func members(of declaration: TypeSummary, in context: RuleContext)
    -> [DeclSyntax]?
  {
    guard let file = context.source(at: declaration.path),
      let decl = DeclarationLocator.decl(at: declaration.offset, in: file.tree)?.as(
        EnumDeclSyntax.self),
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
  static func source(indent: String, lineEnding: String) -> String {
    let lines = [
      "import Foundation",
      "",
      "/// The state of a value loaded asynchronously: not started, in flight, loaded or failed.",
      "enum Loadable<Value> {",
      "\(indent)case notInitiated",
      "\(indent)case loading",
      "\(indent)case success(Value)",
      "\(indent)case failure(Error)",
      "",
      "\(indent)/// The loaded value, when the last load succeeded.",
      "\(indent)var value: Value? {",
      "\(indent)\(indent)if case .success(let value) = self { return value }",
      "\(indent)\(indent)return nil",
      "\(indent)}",
      "",
      "\(indent)/// The error, when the last load failed.",
      "\(indent)var error: Error? {",
      "\(indent)\(indent)if case .failure(let error) = self { return error }",
      "\(indent)\(indent)return nil",
      "\(indent)}",
      "",
      "\(indent)var isLoading: Bool {",
      "\(indent)\(indent)if case .loading = self { return true }",
      "\(indent)\(indent)return false",
      "\(indent)}",
      "}",
    ]
    return lines.joined(separator: lineEnding) + lineEnding
  }
}
