import SwiftSyntax

/// Collects the summaries of every type declaration and extension in one file.
final class TypeSummaryCollector: NamedTypeWalker {
  private let path: String
  /// The file's text, which a summary's type and value texts are cut from: cheaper than
  /// `trimmedDescription`, which copies the node.
  private let content: [UInt8]
  private var enclosingNames: [String] = []
  /// Whether each enclosing declaration is seen only in this file, as its nested types are.
  private var enclosingFilePrivate: [Bool] = []
  /// For each enclosing declaration, whether other modules see it and whether its members are
  /// exported unless marked otherwise (those of a `public extension`).
  private var enclosingExported: [(isExported: Bool, exportsMembers: Bool)] = []
  private(set) var summaries: [TypeSummary] = []

  static func summaries(of source: ParsedSource) -> [TypeSummary] {
    let collector = TypeSummaryCollector(path: source.path, content: source.file.content)
    collector.walk(source.tree)
    return collector.summaries
  }

  private init(path: String, content: [UInt8]) {
    self.path = path
    self.content = content
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      .class, node.name.text, node.attributes, node.modifiers, node.inheritanceClause,
      node.memberBlock, node, genericParameters: node.genericParameterClause)
  }
  override func visitPost(_ node: ClassDeclSyntax) { leave() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      .struct, node.name.text, node.attributes, node.modifiers, node.inheritanceClause,
      node.memberBlock, node, genericParameters: node.genericParameterClause)
  }
  override func visitPost(_ node: StructDeclSyntax) { leave() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      .enum, node.name.text, node.attributes, node.modifiers, node.inheritanceClause,
      node.memberBlock, node, genericParameters: node.genericParameterClause)
  }
  override func visitPost(_ node: EnumDeclSyntax) { leave() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      .actor, node.name.text, node.attributes, node.modifiers, node.inheritanceClause,
      node.memberBlock, node, genericParameters: node.genericParameterClause)
  }
  override func visitPost(_ node: ActorDeclSyntax) { leave() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      .protocol, node.name.text, node.attributes, node.modifiers, node.inheritanceClause,
      node.memberBlock, node)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = node.extendedType.nominalName ?? text(of: node.extendedType)
    return enter(
      .extension, extended, node.attributes, node.modifiers, node.inheritanceClause,
      node.memberBlock, node, qualifiedName: node.extendedType.qualifiedName)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    summaries.append(
      TypeSummary(
        kind: .typealias, name: node.name.text,
        qualifiedName: (enclosingNames + [node.name.text]).joined(separator: "."),
        writtenInheritedTypes: aliasedTypes(node.initializer.value),
        attributes: node.attributes.flattenedAttributes.map(\.simpleName),
        storedProperties: [], computedPropertyTypes: [:], staticPropertyTypes: [:],
        methodResultTypes: [:],
        initializers: [], genericParameters: [],
        inheritedTypeArguments: node.initializer.value.genericArgumentNames, contentHosts: nil,
        isFilePrivate: isFilePrivate(node.modifiers),
        isExported: isExported(node.modifiers, node.attributes),
        path: path,
        offset: node.positionAfterSkippingLeadingTrivia.utf8Offset))
    return .skipChildren
  }

  /// What a typealias or an inheritance clause names, as inherited types: `Story & View`
  /// conforms to both, so a type declared `: StoryView` is a view.
  private func aliasedTypes(_ type: TypeSyntax) -> [String] {
    let members = type.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [type]
    return members.map { $0.nominalName == nil ? text(of: $0) : $0.qualifiedName }
  }

  private func enter(
    _ kind: TypeSummary.Kind, _ name: String, _ attributes: AttributeListSyntax,
    _ modifiers: DeclModifierListSyntax, _ inheritance: InheritanceClauseSyntax?,
    _ members: MemberBlockSyntax,
    _ node: some SyntaxProtocol, qualifiedName: String? = nil,
    genericParameters: GenericParameterClauseSyntax? = nil
  ) -> SyntaxVisitorContinueKind {
    // Types nested in `extension Feed.Row` are `Feed.Row.X`.
    enclosingNames.append(qualifiedName ?? name)
    let filePrivate = isFilePrivate(modifiers)
    let exported =
      kind == .extension ? Self.hasExportingModifier(modifiers) : isExported(modifiers, attributes)
    enclosingFilePrivate.append(filePrivate)
    // An extension's own access says nothing of the extended type, which may be another
    // module's: its members are as visible as the extended type allows.
    enclosingExported.append(
      kind == .extension ? (true, exported) : (exported, false))
    let decls = members.flattenedDecls
    let methodResults = methodResultTypes(
      of: decls.compactMap { $0.as(FunctionDeclSyntax.self) }, in: name)
    let stored = decls.compactMap { $0.as(VariableDeclSyntax.self) }.flatMap(storedProperties)
    summaries.append(
      TypeSummary(
        kind: kind,
        name: name,
        qualifiedName: qualifiedName ?? enclosingNames.joined(separator: "."),
        writtenInheritedTypes: inheritance?.inheritedTypes.flatMap { aliasedTypes($0.type) } ?? [],
        attributes: attributes.flattenedAttributes.map(\.simpleName),
        storedProperties: stored,
        computedPropertyTypes: computedPropertyTypes(
          of: decls.compactMap { $0.as(VariableDeclSyntax.self) }),
        staticPropertyTypes: staticPropertyTypes(
          of: decls.compactMap { $0.as(VariableDeclSyntax.self) }, in: name,
          results: methodResults),
        methodResultTypes: methodResults,
        initializers: decls.compactMap { $0.as(InitializerDeclSyntax.self) }.map(initializer),
        genericParameters: genericParameters?.parameters.map(\.name.text)
          ?? decls.compactMap { $0.as(AssociatedTypeDeclSyntax.self)?.name.text },
        inheritedTypeArguments: inheritance?.inheritedTypes.first?.type.genericArgumentNames ?? [],
        contentHosts: kind == .struct
          ? ContentHostsCollector.hosts(
            in: decls, of: stored, genericParameters: genericParameters) : nil,
        isFilePrivate: filePrivate, isExported: exported, path: path,
        offset: node.positionAfterSkippingLeadingTrivia.utf8Offset))
    return .visitChildren
  }

  private func leave() {
    enclosingNames.removeLast()
    enclosingFilePrivate.removeLast()
    enclosingExported.removeLast()
  }

  /// Whether other modules see a type declared with these modifiers and attributes here.
  private func isExported(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax)
    -> Bool
  {
    let enclosing = enclosingExported.last ?? (true, false)
    let lowered = modifiers.contains {
      [.keyword(.internal), .keyword(.private), .keyword(.fileprivate)].contains(
        $0.name.tokenKind)
    }
    return enclosing.isExported
      && attributes.attribute(named: ["_spi"]) == nil
      && (Self.hasExportingModifier(modifiers) || (enclosing.exportsMembers && !lowered))
  }

  private static func hasExportingModifier(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      [.keyword(.public), .keyword(.open), .keyword(.package)].contains($0.name.tokenKind)
        && $0.detail == nil
    }
  }

  /// `private` or `fileprivate`, or nested in a type that is: seen only in this file.
  private func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
    enclosingFilePrivate.last == true
      || modifiers.contains {
        $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
      }
  }

  private func text(of node: some SyntaxProtocol) -> String {
    String(decoding: content[node.trimmedByteRange], as: UTF8.self)
  }

  private func storedProperties(of variable: VariableDeclSyntax) -> [StoredProperty] {
    guard !variable.isStatic else { return [] }
    let wrapper = variable.attributes.flattenedAttributes.first {
      $0.simpleName.startsWithUppercase
    }?.simpleName
    return variable.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        binding.isStored
      else { return nil }
      return StoredProperty(
        name: name,
        type: binding.typeAnnotation.map { text(of: $0.type) },
        wrapper: wrapper,
        defaultValue: binding.initializer.map { text(of: $0.value) },
        isLet: variable.bindingSpecifier.tokenKind == .keyword(.let),
        injection: DeclaredTypeResolver.injection(of: variable, binding))
    }
  }

  private func computedPropertyTypes(of variables: [VariableDeclSyntax]) -> [String: String] {
    var types: [String: String] = [:]
    for variable in variables where !variable.isStatic {
      for binding in variable.bindings where !binding.isStored {
        // Only a plain nominal type (`Model`, `Feature.Model?`) can name a class, or an array
        // of one its rows hold (`[Model]`): not `some View` (every view's `body`) or a
        // function type.
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation.map({ text(of: $0.type) })
        else { continue }
        let nominal =
          type.hasPrefix("[") && type.hasSuffix("]") ? type.dropFirst().dropLast() : Substring(type)
        guard nominal.first?.isUppercase == true,
          !nominal.contains(where: { " ()[]&-:".contains($0) })
        else { continue }
        types[name] = type
      }
    }
    return types
  }

  /// `static let shared: Store`, `static let shared = Store()`, `static var current = Self()`,
  /// `static let mock = mock(kind: .live)` (the result of a method the type declares).
  private func staticPropertyTypes(
    of variables: [VariableDeclSyntax], in typeName: String, results: [String: String]
  ) -> [String: String] {
    var types: [String: String] = [:]
    for variable in variables where variable.isStatic {
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName
        else { continue }
        if let type = binding.typeAnnotation?.type.nominalName {
          types[name] = type
        } else if let collection = binding.typeAnnotation.map({ text(of: $0.type) }),
          Self.isCollectionOfNamedTypes(collection)
        {
          // `static var sessions: [ID: Session]`: what `Type.sessions[id]` holds.
          types[name] = collection
        } else if let value = binding.initializer?.value,
          let construction = Construction(value, contextualType: typeName)
        {
          types[name] = construction.typeName == "Self" ? typeName : construction.typeName
        } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
          let method = Self.ownMethodName(called: call.calledExpression, in: typeName),
          let result = results[method]
        {
          types[name] = result
        }
      }
    }
    return types
  }

  /// `[Row]`, `[Key: Row]`, optional or not, of plain names.
  private static func isCollectionOfNamedTypes(_ type: String) -> Bool {
    let collection = type.hasSuffix("?") ? type.dropLast() : Substring(type)
    guard collection.hasPrefix("["), collection.hasSuffix("]") else { return false }
    return collection.dropFirst().dropLast().split(separator: ":").allSatisfy { part in
      let name = part.filter { $0 != " " }
      return name.first?.isUppercase == true
        && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
  }

  /// `mock` of `mock(…)`, `Self.mock(…)` or `Model.mock(…)` called in `Model`.
  private static func ownMethodName(called callee: ExprSyntax, in typeName: String) -> String? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = callee.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      base == "Self" || base == typeName
    else { return nil }
    return member.declName.baseName.text
  }

  /// `func build() -> Scenario`, `static func make() -> Self`: a name whose methods disagree
  /// (or one writes no nominal result, or a generic one) is left out.
  private func methodResultTypes(of functions: [FunctionDeclSyntax], in typeName: String)
    -> [String: String]
  {
    var types: [String: String] = [:]
    var disagreeing: Set<String> = []
    for function in functions {
      let name = function.name.declaredName
      let written =
        function.resultTypeName
        ?? function.resultTypeArgumentPosition.map {
          TypeSummary.resultTypeArgumentMarker + "\($0)"
        }
      guard let type = written == "Self" ? typeName : written, types[name, default: type] == type
      else {
        disagreeing.insert(name)
        continue
      }
      types[name] = type
    }
    return types.filter { !disagreeing.contains($0.key) }
  }

  private func initializer(of decl: InitializerDeclSyntax) -> Initializer {
    let parameters = decl.signature.parameterClause.parameters
    let effects = decl.signature.effectSpecifiers
    let obstacles =
      [
        decl.optionalMark.map { _ in "is failable" }, effects?.throwsClause.map { _ in "throws" },
        effects?.asyncSpecifier.map { _ in "is async" },
        decl.genericParameterClause.map { _ in "is generic" },
      ].compactMap { $0 }
      + parameters.compactMap { parameter in
        let name = (parameter.secondName ?? parameter.firstName).text
        if parameter.ellipsis != nil { return "takes the variadic parameter '\(name)'" }
        return parameter.type.hasSpecifier("inout") ? "takes the inout parameter '\(name)'" : nil
      }
    return Initializer(
      parameters: parameters.map { parameter in
        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        return Parameter(
          label: label,
          name: parameter.secondName?.text ?? parameter.firstName.text,
          type: text(of: parameter.type),
          defaultValue: parameter.defaultValue.map { text(of: $0.value) },
          defaultValueNames: parameter.defaultValue?.value.unqualifiedNames ?? [],
          isClosure: parameter.type.isClosure,
          isEscaping: parameter.type.hasAttribute("escaping"),
          isVariadic: parameter.ellipsis != nil)
      },
      obstacles: obstacles)
  }
}

extension PatternBindingSyntax {
  /// Stored unless it has a getter (a computed property); observers (`didSet`) keep it stored.
  var isStored: Bool {
    guard let accessorBlock else { return true }
    switch accessorBlock.accessors {
    case .getter:
      return false
    case .accessors(let accessors):
      return accessors.allSatisfy {
        [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
      }
    }
  }
}
