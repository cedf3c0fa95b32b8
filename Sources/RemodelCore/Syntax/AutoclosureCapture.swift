import SwiftSyntax

/// What a construction (or the code setting up its object) moved into
/// `StateObject(wrappedValue:)` inside a view's `init` reads of the view itself. That argument is an escaping autoclosure, which cannot capture the `self`
/// of a struct's `init` ("escaping autoclosure captures mutating 'self' parameter"), so every
/// read of a property must become the parameter `init` filled it from.
struct AutoclosureCapture {
  /// The rewrite that reads parameters instead of `self`, or why there is none.
  enum Outcome {
    /// `readsInputs`: the construction depends on what `init` was given (its parameters, its
    /// locals or the view's properties), so a model built once may keep stale arguments.
    case rewrite([TextEdit], readsInputs: Bool)
    case blocked(String)
  }

  /// How an expression reads a property `name` of the view.
  private enum Read {
    /// `name` or `self.name`: the wrapped value.
    case value
    /// `_name` or `self._name`: the wrapper.
    case wrapper
    /// `_name.wrappedValue` or `self._name.wrappedValue`.
    case wrapperValue
  }

  /// `ownProperty` is the property the code sets up inside the autoclosure, where a local of
  /// the same name holds the object: `self.model` becomes `model` there.
  static func outcome(
    of construction: some SyntaxProtocol, in initializer: InitializerDeclSyntax,
    source: ParsedSource, ownProperty: String? = nil
  ) -> Outcome {
    guard let owner = initializer.enclosingTypeMembers else {
      return .blocked("'init' has no type")
    }
    let parameters = Set(
      initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    let locals = Set(
      initializer.body?.statements.compactMap {
        $0.item.as(VariableDeclSyntax.self)?.singleBindingName
      } ?? [])
    let (properties, methods) = owner.instanceMemberNames
    var edits: [TextEdit] = []
    var readsInputs = false
    let references = construction.tokens(viewMode: .sourceAccurate).compactMap {
      $0.parent?.as(DeclReferenceExprSyntax.self)
    }
    for reference in references {
      let name = reference.baseName.text
      let node: ExprSyntax
      let property: String
      let read: Read
      if reference.baseName.tokenKind == .keyword(.self) {
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
          member.base?.id == reference.id
        else { return .blocked("it passes 'self'") }
        if let ownProperty, member.declName.baseName.text == ownProperty {
          edits.append(source.replace(member, with: ownProperty))
          continue
        }
        (node, property, read) = Self.read(
          of: member.declName.baseName.text, at: ExprSyntax(member))
      } else {
        let isMemberName =
          reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
        let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
        guard !isMemberName, name != ownProperty else { continue }
        if parameters.contains(name) || locals.contains(name) {
          readsInputs = true
          continue
        }
        guard properties.contains(bare) || methods.contains(bare) else { continue }
        (node, property, read) = Self.read(of: name, at: ExprSyntax(reference))
      }
      if methods.contains(property)
        || node.parent?.as(FunctionCallExprSyntax.self)?
          .calledExpression.id == node.id
      {
        return .blocked("it calls '\(node.trimmedDescription)' on the view")
      }
      guard
        let replacement = Self.parameterText(
          for: property, read, before: construction, in: initializer, owner: owner,
          parameters: parameters)
      else {
        return .blocked(
          "it reads '\(node.trimmedDescription)', which the escaping autoclosure of "
            + "'StateObject(wrappedValue:)' cannot capture in 'init'; build the model from the "
            + "parameters of 'init' by hand")
      }
      edits.append(source.replace(node, with: replacement))
      readsInputs = true
    }
    return .rewrite(edits, readsInputs: readsInputs)
  }

  /// `self.name`, `_name` or `self._name.wrappedValue` read at `node`: the whole expression the
  /// parameter replaces.
  private static func read(of member: String, at node: ExprSyntax) -> (ExprSyntax, String, Read) {
    guard member.hasPrefix("_") else { return (node, member, .value) }
    let property = String(member.dropFirst())
    if let outer = node.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == node.id,
      outer.declName.baseName.text == "wrappedValue"
    {
      return (ExprSyntax(outer), property, .wrapperValue)
    }
    return (node, property, .wrapper)
  }

  /// The parameter `init` assigned to the property before the construction, as the read sees
  /// it: `p` for `self.name = p`; `p.wrappedValue` or `p` for `_name = p`.
  private static func parameterText(
    for property: String, _ read: Read, before construction: some SyntaxProtocol,
    in initializer: InitializerDeclSyntax, owner: MemberBlockSyntax, parameters: Set<String>
  ) -> String? {
    let start = construction.positionAfterSkippingLeadingTrivia
    let assignment = PropertyUsage(of: property, in: owner).assignments.last {
      $0.initializer?.id == initializer.id && $0.target.positionAfterSkippingLeadingTrivia < start
        && $0.isStatementOf(initializer)
    }
    guard let assignment,
      let parameter = assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text,
      parameters.contains(parameter)
    else { return nil }
    switch (assignment.assignsWrapper, read) {
    case (false, .value): return parameter
    case (true, .value), (true, .wrapperValue): return parameter + ".wrappedValue"
    case (true, .wrapper): return parameter
    case (false, _): return nil
    }
  }
}

extension PropertyUsage.Assignment {
  /// Whether the assignment is a statement of the initializer's body itself, so it always runs
  /// before the statements after it.
  fileprivate func isStatementOf(_ initializer: InitializerDeclSyntax) -> Bool {
    var node = Syntax(target)
    while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) { node = parent }
    return node.parent?.parent?.parent?.parent?.id == initializer.id
  }
}

extension InitializerDeclSyntax {
  /// The members of the struct or class declaring this initializer.
  fileprivate var enclosingTypeMembers: MemberBlockSyntax? {
    var node = parent
    while let current = node, !current.is(MemberBlockSyntax.self) { node = current.parent }
    return node?.as(MemberBlockSyntax.self)
  }
}
