import SwiftSyntax

/// How a view model class announces its changes.
enum ViewModelKind {
  case observableObject, observable
}

extension RuleContext {
  /// Whether the type named `written` at `node` is an `ObservableObject` or an `@Observable`
  /// class: told by its name wherever it is declared, or where the name also means a protocol
  /// or other types' nested classes (`StateModel`), by the declarations it means there; nil
  /// for anything else or when they disagree.
  func viewModelKind(
    ofTypeNamed written: String, at node: some SyntaxProtocol, inFileAt path: String
  ) -> ViewModelKind? {
    let (isObject, isObservable) = (
      index.isObservableObjectClass(written), index.isObservable(written)
    )
    if isObservable == true { return .observable }
    if isObject == true { return .observableObject }
    if isObject != nil, isObservable != nil { return nil }
    let meant = declarations(meantBy: written, at: node, inFileAt: path)
    guard !meant.isEmpty, meant.allSatisfy({ $0.kind == .class }) else { return nil }
    if meant.allSatisfy({ $0.attributes.contains("Observable") }) { return .observable }
    return meant.allSatisfy(index.isObservableObjectClass) ? .observableObject : nil
  }

  /// The declarations the type name `written` (`Model`, `Feed.Model`) may mean where `node` is,
  /// in the file at `path`, as Swift looks it up: a generic parameter of an enclosing declaration
  /// means none of them, a type nested in an enclosing type shadows a top-level one, and a
  /// typealias means the type it names.
  func declarations(
    meantBy written: String, at node: some SyntaxProtocol, inFileAt path: String
  ) -> [TypeSummary] {
    declarations(meantBy: written, at: Syntax(node), inFileAt: path, followedAliases: [])
  }

  /// The declarations the type of the value `expression` names may mean: a stored property of
  /// the type around it (`viewModel`, `self.viewModel`) by its type as written where it is
  /// declared, `self` by the type around it. Nil for anything else, whose declared type is
  /// written where this does not look.
  func declarations(ofValue expression: ExprSyntax, inFileAt path: String) -> [TypeSummary]? {
    var base = expression
    if let member = base.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      base = ExprSyntax(member.declName)
    }
    guard let reference = base.as(DeclReferenceExprSyntax.self) else {
      return base.as(MemberAccessExprSyntax.self).flatMap {
        declarations(ofPropertyRead: $0, inFileAt: path)
      }
    }
    if reference.baseName.tokenKind == .keyword(.self) {
      return declarationsOfType(around: reference, inFileAt: path)
    }
    let name = reference.baseName.text
    // A parameter: what its written type means where the function is declared (`destination:
    // NavigationDestination` of a function nested beside one of several such enums).
    // None found (a generic parameter, an outside type) tells nothing.
    if case .parameter(let parameter)? = NameBinding.of(name, at: reference) {
      let meant = declarations(
        meantBy: parameter.type.qualifiedName, at: parameter.type, inFileAt: path)
      return meant.isEmpty ? nil : meant
    }
    guard !DeclaredTypeResolver.isShadowed(name, at: reference),
      let members = DeclaredTypeResolver.enclosingMemberBlock(of: Syntax(reference)),
      let binding = Self.property(name, among: members)
    else { return nil }
    return declarations(ofTypeOf: binding, inFileAt: path)
  }

  /// `dependencies.device`, `Notifications.shared`: what the property's type may mean where
  /// the type declaring it writes it (`Device` in the module declaring `Dependencies`, not a
  /// `Device` nested in a type of the reading module).
  private func declarations(ofPropertyRead member: MemberAccessExprSyntax, inFileAt path: String)
    -> [TypeSummary]?
  {
    guard let base = member.base, !base.isSelfReference else { return nil }
    let owners: [TypeSummary]
    let isStatic: Bool
    if case .type(let owner) = DeclaredTypeResolver.resolve(base, index: index) {
      (owners, isStatic) = (index.declarations(named: owner, seenFrom: path), false)
    } else if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
      typeName.startsWithUppercase
    {
      (owners, isStatic) = (declarations(meantBy: typeName, at: base, inFileAt: path), true)
    } else {
      return nil
    }
    guard owners.count == 1, let declaring = owners.first, let file = source(at: declaring.path),
      let members = DeclarationLocator.decl(at: declaring.offset, in: file.tree)?
        .asProtocol(DeclGroupSyntax.self)?.memberBlock,
      let binding = Self.property(
        member.declName.baseName.text, isStatic: isStatic, among: members)
    else { return nil }
    return declarations(ofTypeOf: binding, inFileAt: declaring.path)
  }

  private static func property(
    _ name: String, isStatic: Bool = false, among members: MemberBlockSyntax
  ) -> PatternBindingSyntax? {
    members.flattenedDecls.lazy.compactMap { $0.as(VariableDeclSyntax.self) }
      .first { $0.isStatic == isStatic && $0.singleBindingName == name }?.bindings.first
  }

  /// What a property's written type, or the type its initial value constructs, may mean in
  /// the file declaring it.
  private func declarations(ofTypeOf binding: PatternBindingSyntax, inFileAt path: String)
    -> [TypeSummary]?
  {
    if let type = binding.typeAnnotation?.type {
      return declarations(meantBy: type.qualifiedName, at: type, inFileAt: path)
    }
    guard let value = binding.initializer?.value, let construction = Construction(value) else {
      return nil
    }
    return declarations(meantBy: construction.typeName, at: value, inFileAt: path)
  }

  /// The declarations the type around `node` (its members and extensions) may mean; nil at
  /// file scope.
  func declarationsOfType(around node: some SyntaxProtocol, inFileAt path: String)
    -> [TypeSummary]?
  {
    let typePath = node.enclosingTypePath
    guard !typePath.isEmpty else { return nil }
    return declarations(
      meantBy: typePath.joined(separator: "."), at: Syntax(node).root, inFileAt: path)
  }

  private func declarations(
    meantBy written: String, at node: Syntax, inFileAt path: String,
    followedAliases: Set<String>
  ) -> [TypeSummary] {
    // `Self.Model` inside `struct BookmarksView`: the type around it names `Self`.
    if written == "Self" || written.hasPrefix("Self."), case let around = node.enclosingTypePath,
      !around.isEmpty
    {
      return declarations(
        meantBy: around.joined(separator: ".") + written.dropFirst("Self".count), at: node,
        inFileAt: path, followedAliases: followedAliases)
    }
    if !written.contains("."), node.isInScopeOfGenericParameter(named: written) { return [] }
    let meant = index.importedByFile(
      ProjectIndex.visible(
        index.scoped(toModuleOf: path).declarations(
          named: written, inside: node.enclosingTypePath),
        from: path),
      at: path)
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
