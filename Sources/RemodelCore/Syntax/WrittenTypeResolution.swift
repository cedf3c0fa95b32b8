import SwiftSyntax

extension RuleContext {
  /// The declarations the type name `written` (`Model`, `Feed.Model`) may mean where `node` is,
  /// in the file at `path`, as Swift looks it up: a generic parameter of an enclosing declaration
  /// means none of them, a type nested in an enclosing type shadows a top-level one, and a
  /// typealias means the type it names.
  func declarations(
    meantBy written: String, at node: some SyntaxProtocol, inFileAt path: String
  ) -> [TypeSummary] {
    declarations(meantBy: written, at: Syntax(node), inFileAt: path, followedAliases: [])
  }

  private func declarations(
    meantBy written: String, at node: Syntax, inFileAt path: String,
    followedAliases: Set<String>
  ) -> [TypeSummary] {
    if !written.contains("."), node.isInScopeOfGenericParameter(named: written) { return [] }
    let meant = index.scoped(toModuleOf: path).declarations(
      named: written, inside: node.enclosingTypePath)
    return meant.flatMap { declaration -> [TypeSummary] in
      let key = "\(declaration.path):\(declaration.offset)"
      guard declaration.kind == .typealias, !followedAliases.contains(key),
        let file = source(at: declaration.path),
        let alias = DeclarationLocator.decl(at: declaration.offset, in: file.tree)?.as(
          TypeAliasDeclSyntax.self)
      else { return [declaration] }
      return declarations(
        meantBy: alias.initializer.value.qualifiedName, at: Syntax(alias),
        inFileAt: declaration.path, followedAliases: followedAliases.union([key]))
    }
  }
}

extension SyntaxProtocol {
  /// The types around this node, outermost first and one name per level (`["Feed", "Row"]`
  /// inside `extension Feed { struct Row { … } }`): where Swift looks up a type name written
  /// here before the top level.
  var enclosingTypePath: [String] {
    var path: [String] = []
    var node = parent
    while let current = node {
      if let group = current.asProtocol(NamedDeclSyntax.self),
        current.isProtocol(DeclGroupSyntax.self)
      {
        path.insert(group.name.text, at: 0)
      } else if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
        let extended = extensionDecl.extendedType.qualifiedName.split(separator: ".")
        path.insert(contentsOf: extended.map(String.init), at: 0)
      }
      node = current.parent
    }
    return path
  }

  /// Whether `name` here means a generic parameter of an enclosing type, function or initializer.
  func isInScopeOfGenericParameter(named name: String) -> Bool {
    var node = parent
    while let current = node {
      let clause =
        current.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause
      if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
      node = current.parent
    }
    return false
  }
}
