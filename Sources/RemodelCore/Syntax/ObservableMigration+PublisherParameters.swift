import SwiftSyntax

/// Parameters typed `Published<T>.Publisher` (`func subscribe(to publisher:
/// Published<Mode>.Publisher)`), which a class's `$property` is passed to: after the migration the
/// class hands out an `AnyPublisher`, so each becomes `some Publisher<T, Never>`, a generic
/// parameter every argument it took before still fits. Read-only properties of that type
/// (`var walletsPublisher: Published<[Wallet]>.Publisher { $wallets }`, and the protocol
/// requirement they satisfy) become `AnyPublisher<T, Never>`, their getters erasing what they
/// return.
extension ObservableMigration {
  struct RetypedParameters {
    var edits: [TextEdit] = []
    /// `'subscribe(to:)' (Core/UserSpace.swift:287)`, for the finding.
    var functions: [String] = []
    /// `'walletsPublisher' (Services/WalletsDataService.swift:26)`, for the finding.
    var properties: [String] = []
  }

  /// The edits that retype every `Published<…>.Publisher` named `typeNames` in the files at
  /// `paths`, or why one of them cannot be retyped.
  func retypedPublisherParameters(named typeNames: Set<String>, in paths: [String])
    -> Result<RetypedParameters, PublisherParameterRefusal>
  {
    var mentions: [(type: MemberTypeSyntax, file: ParsedSource)] = []
    var parameters: [String: (FunctionParameterSyntax, ParsedSource)] = [:]
    var retyped = RetypedParameters()
    for path in paths {
      guard let file = context.source(at: path) else {
        return .failure(.init(location: path, reason: ""))
      }
      for published in Self.publishedTypes(named: typeNames, in: file.tree) {
        if let type = published.parent?.as(MemberTypeSyntax.self),
          type.baseType.id == published.id, type.name.text == "Publisher",
          let binding = type.parent?.as(TypeAnnotationSyntax.self)?.parent?.as(
            PatternBindingSyntax.self)
        {
          let mentionedAt = location(of: published, in: file)
          switch Self.retypedProperty(binding, of: type, at: mentionedAt) {
          case .success(let edits):
            retyped.edits += edits.map {
              TextEdit(path: file.path, range: $0.range, replacement: $0.replacement)
            }
            retyped.properties.append(
              "'\(binding.pattern.trimmedDescription)' (\(mentionedAt))")
          case .failure(let refusal):
            return .failure(refusal)
          }
          continue
        }
        guard let type = published.parent?.as(MemberTypeSyntax.self),
          type.baseType.id == published.id, type.name.text == "Publisher",
          let parameter = type.parent?.as(FunctionParameterSyntax.self),
          parameter.type.id == type.id
        else {
          return .failure(
            .init(
              location: location(of: published, in: file),
              reason: " other than as the whole type of a parameter or a read-only property"))
        }
        guard Self.isRetypable(parameter) else {
          return .failure(
            .init(
              location: location(of: published, in: file),
              reason:
                " for a parameter that must keep it (of a protocol's requirement, an override or an '@objc' function, variadic or with a default value)"
            ))
        }
        mentions.append((type, file))
        parameters[Self.key(of: parameter, in: file)] = (parameter, file)
      }
    }
    // A parameter passed on to another one (`init(source:)` calling `subscribe(to:)`) may be
    // retyped only with it: drop those whose uses need a parameter that stays, until none does.
    var changed = true
    while changed {
      changed = false
      for (key, (parameter, file)) in parameters
      where !Self.usesOnlyAsPublisher(parameter, retyped: Set(parameters.keys), in: file) {
        parameters[key] = nil
        changed = true
      }
    }
    for (type, file) in mentions {
      guard let parameter = type.parent?.as(FunctionParameterSyntax.self),
        parameters[Self.key(of: parameter, in: file)] != nil,
        let output = type.baseType.as(IdentifierTypeSyntax.self)?.genericArgumentClause?
          .arguments.first?.argument
      else {
        return .failure(
          .init(
            location: location(of: type, in: file),
            reason: " for a parameter its function uses as more than a publisher"))
      }
      retyped.edits.append(
        TextEdit(
          path: file.path, range: type.trimmedByteRange,
          replacement: "some Publisher<\(output.trimmedDescription), Never>"))
      if let function = Self.functionName(declaring: parameter) {
        retyped.functions.append("'\(function)' (\(location(of: type, in: file)))")
      }
    }
    return .success(retyped)
  }

  /// The edits, at offsets of the property's file, that retype a read-only property typed
  /// `Published<T>.Publisher` to `AnyPublisher<T, Never>` and erase what its getter returns; a
  /// protocol's requirement keeps its `{ get }`. Otherwise why the mention at `location` stays.
  private static func retypedProperty(
    _ binding: PatternBindingSyntax, of type: MemberTypeSyntax, at location: String
  ) -> Result<[TextEdit], PublisherParameterRefusal> {
    let refusal = { (reason: String) in
      Result<[TextEdit], PublisherParameterRefusal>.failure(
        .init(location: location, reason: reason))
    }
    guard let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
      variable.bindings.count == 1,
      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
      variable.attributes.attribute(named: ["objc"]) == nil,
      let output = type.baseType.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
        .first?.argument
    else {
      return refusal(
        " for a property that must keep it (an override, '@objc' or one of several in a declaration)"
      )
    }
    let retype = TextEdit(
      path: "", range: type.trimmedByteRange,
      replacement: "AnyPublisher<\(output.trimmedDescription), Never>")
    let statements: CodeBlockItemListSyntax?
    switch binding.accessorBlock?.accessors {
    case .getter(let body)?:
      statements = body
    case .accessors(let accessors)?:
      guard accessors.count == 1, let getter = accessors.first,
        getter.accessorSpecifier.tokenKind == .keyword(.get), getter.effectSpecifiers == nil
      else {
        statements = nil
        break
      }
      // A protocol's `{ get }` names the type its conformers' getters now return.
      guard let body = getter.body else { return .success([retype]) }
      statements = body.statements
    case nil:
      statements = nil
    }
    guard let statements else {
      return refusal(" for a stored, settable or local value, which holds the very publisher")
    }
    guard statements.count == 1, let item = statements.first?.item,
      let returned = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression,
      returned.is(DeclReferenceExprSyntax.self) || returned.is(MemberAccessExprSyntax.self)
    else {
      return refusal(" for a property whose getter does more than return a publisher")
    }
    let end = returned.endPositionBeforeTrailingTrivia.utf8Offset
    return .success([
      retype, TextEdit(path: "", range: end..<end, replacement: ".eraseToAnyPublisher()"),
    ])
  }

  struct PublisherParameterRefusal: Error {
    let location: String
    /// What keeps the mention, after the type's name in a sentence; empty when unknown.
    let reason: String
  }

  /// Whether the parameter is one of a function or initializer the rewrite may retype: not a
  /// protocol's requirement, an override or `@objc`, not variadic or with a default value.
  private static func isRetypable(_ parameter: FunctionParameterSyntax) -> Bool {
    guard parameter.ellipsis == nil, parameter.defaultValue == nil,
      let declaration = parameter.parent?.parent?.parent?.parent,
      let modifiers = declaration.as(FunctionDeclSyntax.self)?.modifiers
        ?? declaration.as(InitializerDeclSyntax.self)?.modifiers,
      !modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
      declaration.asProtocol(WithAttributesSyntax.self)?.attributes.attribute(named: ["objc"])
        == nil,
      declaration.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) != true
    else { return false }
    return true
  }

  /// Whether the body reads the parameter only as a publisher: the base of an operator
  /// (`publisher.sink`), an argument of a function taking any publisher, or an argument of a
  /// function of its own type whose parameter of that label is retyped too.
  private static func usesOnlyAsPublisher(
    _ parameter: FunctionParameterSyntax, retyped: Set<String>, in file: ParsedSource
  ) -> Bool {
    let name = (parameter.secondName ?? parameter.firstName).text
    guard let declaration = parameter.parent?.parent?.parent?.parent,
      let body = declaration.as(FunctionDeclSyntax.self)?.body
        ?? declaration.as(InitializerDeclSyntax.self)?.body
    else { return false }
    return body.tokens(viewMode: .sourceAccurate).allSatisfy { token in
      guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.baseName.id == token.id
      else { return true }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      {
        return true
      }
      guard case .parameter(let bound) = NameBinding.of(name, at: reference, shorthandBinds: true),
        bound.id == parameter.id
      else { return true }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == reference.id
      {
        return true
      }
      guard let argument = reference.parent?.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      else { return false }
      if let callee = Self.calleeName(of: call), genericPublisherConsumers.contains(callee) {
        return true
      }
      guard let callee = Self.ownMethodName(calledBy: call) else { return false }
      return retyped.contains("\(file.path) \(callee) \(argument.label?.text ?? "_")")
    }
  }

  /// The `Published<T>` types the tree writes, for the `T`s asked about.
  private static func publishedTypes(named typeNames: Set<String>, in tree: SourceFileSyntax)
    -> [IdentifierTypeSyntax]
  {
    tree.tokens(viewMode: .sourceAccurate).compactMap { token in
      guard token.text == "Published", let type = token.parent?.as(IdentifierTypeSyntax.self),
        let arguments = type.genericArgumentClause?.arguments,
        typeNames.contains(CallSiteCollector.publishedTypeName(of: arguments.trimmedDescription))
      else { return nil }
      return type
    }
  }

  /// `subscribe` of `subscribe(to: p)` or `self.subscribe(to: p)`: a method of the type itself.
  private static func ownMethodName(calledBy call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }

  /// A parameter by its file, function name and argument label, as a call names it.
  private static func key(of parameter: FunctionParameterSyntax, in file: ParsedSource) -> String {
    "\(file.path) \(baseName(declaring: parameter) ?? "") \(parameter.firstName.text)"
  }

  /// `subscribe(to:)`, `init(source:)`.
  private static func functionName(declaring parameter: FunctionParameterSyntax) -> String? {
    guard let list = parameter.parent?.as(FunctionParameterListSyntax.self),
      let base = baseName(declaring: parameter)
    else { return nil }
    return base + "(" + list.map { $0.firstName.text + ":" }.joined() + ")"
  }

  /// `subscribe` or `init`: the function or initializer declaring the parameter.
  private static func baseName(declaring parameter: FunctionParameterSyntax) -> String? {
    guard let declaration = parameter.parent?.parent?.parent?.parent else { return nil }
    return declaration.as(FunctionDeclSyntax.self)?.name.text
      ?? (declaration.is(InitializerDeclSyntax.self) ? "init" : nil)
  }
}
