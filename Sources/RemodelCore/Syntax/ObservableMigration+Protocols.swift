import SwiftSyntax

/// The protocols of a unit: `protocol Providing: ObservableObject` becomes `protocol Providing:
/// AnyObject, Observable` (class-bound still, so `@Bindable` takes a value of it and setters
/// through it stay non-mutating), and a view generic over it (`struct AccountView<Model:
/// Providing>`) has its `@StateObject`, `@ObservedObject` or `@EnvironmentObject` of that
/// parameter rewritten as for a class, since it holds whichever class of the unit it is given.
extension ObservableMigration {
  /// `classEdits` are the unit's classes' own, which may retype a requirement (a
  /// `Published<T>.Publisher` property) the protocol could not keep otherwise.
  func migrateProtocols(of unit: Unit, besides classEdits: [TextEdit], _ work: inout Work) {
    let names = Set(unit.protocols.map(\.name))
    for declaration in unit.protocols {
      guard let file = context.source(at: declaration.path),
        let decl = DeclarationLocator.decl(at: declaration.offset, in: file.tree)?.as(
          ProtocolDeclSyntax.self)
      else {
        work.blockers.append(
          "'\(declaration.qualifiedName)' (\(declaration.path)) could not be read again")
        continue
      }
      migrate(decl, in: file, besides: classEdits, &work)
      for unparsed in context.unparsedFiles(mentioning: declaration.name) {
        work.blockers.append(unparsed.blocksFix(of: declaration.name))
      }
    }
    let paths = Set(
      unit.protocols.flatMap { declaration in
        index.filesMentioning(declaration.name).filter {
          index.sees(declaredIn: declaration.path, from: $0)
        }
      })
    for path in paths.sorted() {
      guard let file = context.source(at: path) else { continue }
      rewriteGenericHolders(in: file, constrainedTo: names, heldClasses: unit.classes, &work)
    }
    work.blockers += objectWillChangeBlockers(work)
    checkDeploymentTargets(of: Set(work.edits.map(\.path)), &work)
    checkSilencedEdits(&work)
  }

  /// The protocol's own edits: its refinement, and the import `Observable` needs.
  private func migrate(
    _ decl: ProtocolDeclSyntax, in file: ParsedSource, besides classEdits: [TextEdit],
    _ work: inout Work
  ) {
    let name = decl.name.text
    let rewritten = classEdits.filter { $0.path == file.path }.map(\.range)
    for token in decl.tokens(viewMode: .sourceAccurate)
    where Self.observableObjectRequirements.contains(token.text)
      && !rewritten.contains(where: {
        $0.lowerBound <= token.trimmedByteRange.lowerBound
          && token.trimmedByteRange.upperBound <= $0.upperBound
      })
    {
      work.blockers.append(
        "\(location(of: token, in: file)) requires '\(token.text)' of every '\(name)', which 'Observable' does not have"
      )
    }
    notePublicAPI(decl.modifiers, at: file.path, named: name, &work)
    // A protocol refining another of the unit changes with it.
    guard let inherited = decl.inheritanceClause?.inheritedTypes,
      let conformance = inherited.first(where: { $0.type.nominalName == "ObservableObject" })
    else { return }
    let isClassBound = inherited.contains {
      $0.type.nominalName == "AnyObject" || $0.type.is(ClassRestrictionTypeSyntax.self)
    }
    let refinement = isClassBound ? "Observable" : "AnyObject, Observable"
    work.edits.append(file.replace(conformance.type, with: refinement))
    work.notes.append("'\(name)' refines '\(refinement)' instead")
    work.edits += Self.importEdits(in: file, alsoCombine: false)
  }

  /// Members of `ObservableObject` a protocol may require or constrain.
  private static let observableObjectRequirements: Set<String> = [
    "objectWillChange", "ObjectWillChangePublisher", "ObservableObjectPublisher", "Published",
  ]

  /// Rewrites the wrappers holding a generic parameter constrained to one of the protocols, and
  /// injections of such values; an `objectWillChange` of such a value or of the protocol
  /// blocks the unit, as does `ObservableObject` named as a constraint beside it.
  private func rewriteGenericHolders(
    in file: ParsedSource, constrainedTo protocols: Set<String>, heldClasses: [TypeSummary],
    _ work: inout Work
  ) {
    let isOfProtocol = { (type: String, node: Syntax) -> Bool in
      protocols.contains(type)
        || !Set(Self.genericConstraints(of: type, around: node) ?? []).isDisjoint(with: protocols)
    }
    for property in WrappedProperty.all(
      ["StateObject", "ObservedObject", "EnvironmentObject"], in: file.tree)
    {
      guard let type = property.binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self),
        type.genericArgumentClause == nil,
        isOfProtocol(type.name.text, Syntax(property.variable)),
        !protocols.contains(type.name.text)
      else { continue }
      rewrite(property, in: file, heldClasses: heldClasses, &work)
    }
    for token in file.tree.tokens(viewMode: .sourceAccurate) {
      switch token.text {
      case "objectWillChange":
        guard valueIsOfProtocol(token, isOfProtocol) else { continue }
        let at = location(of: token, in: file)
        if Self.isSend(token) {
          work.willChangeSends.append(at)
        } else {
          work.willChangeSubscriptions.append(at)
        }
      case "environmentObject":
        guard let call = environmentObjectCall(token),
          let argument = call.arguments.first?.expression,
          let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { continue }
        switch DeclaredTypeResolver.resolve(argument, index: index) {
        case .type(let type) where isOfProtocol(type, Syntax(call)):
          work.edits.append(file.replace(member.declName.baseName, with: "environment"))
        case .type:
          continue
        case .unknown:
          // A value neither this nor the class plans can type may adopt the protocols.
          guard meaning(ofValue: argument, in: file) == .unknown else { continue }
          work.blockers.append(
            "\(location(of: call, in: file)) injects '\(argument.trimmedDescription)', whose type is not written and may adopt \(protocols.sorted().map { "'\($0)'" }.listedInProse)"
          )
        }
      case "ObservableObject" where !isInInheritanceClause(token):
        work.blockers.append(
          "\(location(of: token, in: file)) names 'ObservableObject' as a constraint or existential ('\(enclosingTypeText(token))') where the protocols it refines are used"
        )
      default:
        continue
      }
    }
  }

  /// Whether `x.objectWillChange` is of a value of the protocols or of a parameter constrained to
  /// them, or a bare `objectWillChange` is in an extension of one.
  private func valueIsOfProtocol(
    _ token: TokenSyntax, _ isOfProtocol: (String, Syntax) -> Bool
  ) -> Bool {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id, let base = member.base
    {
      guard case .type(let type) = DeclaredTypeResolver.resolve(base, index: index) else {
        return false
      }
      return isOfProtocol(type, Syntax(token))
    }
    return DeclaredTypeResolver.enclosingTypeName(of: Syntax(token)).map {
      isOfProtocol($0, Syntax(token))
    } ?? false
  }

  /// The types the generic parameter `name` in scope at `node` must conform to, from the
  /// nearest declaration introducing it: its clause (`<Model: Providing & Sendable>`) and
  /// `where` clause; nil when no enclosing declaration introduces it.
  static func genericConstraints(of name: String, around node: Syntax) -> [String]? {
    var current = node.parent
    while let candidate = current {
      current = candidate.parent
      guard
        let parameter = candidate.asProtocol(WithGenericParametersSyntax.self)?
          .genericParameterClause?.parameters.first(where: { $0.name.text == name })
      else { continue }
      let whereClause = candidate.children(viewMode: .sourceAccurate).lazy
        .compactMap { $0.as(GenericWhereClauseSyntax.self) }.first
      let required = (whereClause?.requirements ?? []).compactMap {
        requirement -> TypeSyntax? in
        guard case .conformanceRequirement(let conformance) = requirement.requirement,
          conformance.leftType.trimmedDescription == name
        else { return nil }
        return conformance.rightType
      }
      return ([parameter.inheritedType].compactMap { $0 } + required).flatMap { type in
        type.as(CompositionTypeSyntax.self)?.elements.compactMap(\.type.nominalName)
          ?? [type.nominalName].compactMap { $0 }
      }
    }
    return nil
  }
}
