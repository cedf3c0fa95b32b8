import SwiftSyntax

/// A view holding, in `@State`, a model its callers pass in: when every caller passes one it
/// keeps itself (its own `@StateObject`, `@ObservedObject`, `@EnvironmentObject` or `@State`,
/// or a shared instance a `static let` holds), the caller owns the model and the view only
/// has to observe it, with `@ObservedObject`. Previews and tests may pass anything: a stub
/// is observed as well as the real model.
struct CallerOwnedModel {
  /// The calls that pass a property their view was itself given (`let model: Model`): the
  /// model is the same on every update only if that view's own caller keeps it.
  let passedOnSites: [String]

  /// Why the callers' models cannot be shown to be kept: the call that passes one no caller
  /// keeps, when there is one.
  struct Undecided: Error {
    let blockingCall: String?
  }

  /// The verdict for `property`: undecided when some call site passes a model its caller does
  /// not keep (or none passes one, or a caller may lie outside the scanned sources).
  static func of(
    _ property: WrappedProperty, usage: PropertyUsage, modelType: String, source: ParsedSource,
    context: RuleContext
  ) -> Result<CallerOwnedModel, Undecided> {
    let undecided = Result<CallerOwnedModel, Undecided>.failure(Undecided(blockingCall: nil))
    let view = property.owner
    let viewName = view.name.text
    let viewPath = (view.enclosingTypePath + [viewName]).joined(separator: ".")
    // Callers outside the scanned sources pass what no call site shows.
    guard !view.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) }),
      let slot = slot(of: property.name, in: view, usage: usage)
    else { return undecided }
    // So does code passing the view's initializer as a function (`models.map(Row.init)`).
    if let file = context.index.filesReferencingAsFunction(viewName).first {
      return .failure(
        Undecided(
          blockingCall: "\(file) uses '\(viewName)' as a function, with models no call shows"))
    }
    var passedOn: [String] = []
    var checked = 0
    for path in Set(context.index.callSites(of: viewName).map(\.path)).sorted() {
      guard let file = context.source(at: path) else { return undecided }
      for call in ChildCallFinder.calls(of: viewName, in: file.tree) {
        let written = Construction(ExprSyntax(call))?.typeName ?? viewName
        guard
          context.declarations(meantBy: written, at: call, inFileAt: path).contains(where: {
            $0.qualifiedName == viewPath
          }), !context.isPreviewOrTest(call, in: file)
        else { continue }
        guard let argument = slot.argument(in: call) else {
          return .failure(Undecided(blockingCall: "\(file.location(of: call)) passes none"))
        }
        let keeper = keeper(of: argument.expression, modelType: modelType, in: file, context)
        guard let keeper, keeper != .rebuiltWithItsView else {
          let passed =
            "\(file.location(of: call)) passes '\(argument.expression.trimmedDescription)'"
          return .failure(
            Undecided(
              blockingCall: passed
                + (keeper == nil
                  ? ", which no property of its view keeps"
                  : ", which its view builds anew each time it is created")))
        }
        checked += 1
        if keeper == .plainProperty { passedOn.append(file.location(of: call)) }
      }
    }
    return checked == 0 ? undecided : .success(Self(passedOnSites: passedOn))
  }

  /// The parameter every initializer stores the model from: the property's own label for
  /// the memberwise initializer, else the one each explicit `init` assigns (`self.model =
  /// model`, `_model = State(initialValue: model)`).
  private static func slot(of name: String, in view: StructDeclSyntax, usage: PropertyUsage)
    -> ArgumentSlot?
  {
    let initializers = view.memberBlock.flattenedDecls.compactMap {
      $0.as(InitializerDeclSyntax.self)
    }
    guard !initializers.isEmpty else { return .labelled(name) }
    let slots = initializers.map { initializer -> ArgumentSlot? in
      let assigned = usage.initializerAssignments.filter { $0.initializer?.id == initializer.id }
      guard assigned.count == 1, let assignment = assigned.first else { return nil }
      var value = assignment.value
      if assignment.assignsWrapper {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
          let argument = call.arguments.first
        else { return nil }
        value = argument.expression
      }
      guard let parameterName = value.as(DeclReferenceExprSyntax.self)?.baseName.text else {
        return nil
      }
      let parameters = initializer.signature.parameterClause.parameters
      guard
        let position = parameters.firstIndex(where: {
          ($0.secondName ?? $0.firstName).text == parameterName
        })
      else { return nil }
      let parameter = parameters[position]
      return parameter.firstName.tokenKind == .wildcard
        ? .unlabelled(position: parameters.distance(from: parameters.startIndex, to: position))
        : .labelled(parameter.firstName.text)
    }
    guard let first = slots.first, let slot = first, slots.allSatisfy({ $0 == slot }) else {
      return nil
    }
    return slot
  }

  private enum Keeper {
    case observingWrapper, sharedInstance, plainProperty
    /// `let model = Model()`: a property, but a new object each time its view is created.
    case rebuiltWithItsView
  }

  /// What keeps the model an argument names: a property of the calling type, or a stored
  /// static property of the model's type (`.shared`, `Model.shared`).
  private static func keeper(
    of argument: ExprSyntax, modelType: String, in file: ParsedSource, _ context: RuleContext
  ) -> Keeper? {
    var expression = argument
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName
      if base?.tokenKind == .keyword(.self) {
        expression = ExprSyntax(member.declName)
      } else if member.base == nil || base?.text == simpleName(modelType) {
        return holdsStaticInstance(
          member.declName.baseName.text, of: modelType, seenFrom: file.path, context)
          ? .sharedInstance : nil
      } else {
        return nil
      }
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self),
      case .member(_, let declaration)? = NameBinding.of(reference.baseName.text, at: argument),
      let name = declaration.asProtocol(NamedDeclSyntax.self)?.name.text
        ?? declaration.as(ExtensionDeclSyntax.self)?.extendedType.nominalName,
      let caller = context.declarations(meantBy: name, at: declaration, inFileAt: file.path)
        .first(where: { $0.kind != .extension }),
      let property = caller.storedProperties.first(where: {
        $0.name == reference.baseName.text
      })
    else { return nil }
    // `let model = Model()` or `@ObservedObject var model = Model()` is a new object each time
    // the calling view is created, which '@State' hid by keeping the first.
    if property.wrapper == nil || property.wrapper == "ObservedObject",
      let initial = property.defaultValue, !isSharedInstance(initial, of: modelType, file, context)
    {
      return .rebuiltWithItsView
    }
    switch property.wrapper {
    case nil: return .plainProperty
    case "StateObject", "ObservedObject", "EnvironmentObject", "State": return .observingWrapper
    default: return nil
    }
  }

  /// Whether `text` (`.shared`, `Model.shared`) reads a stored static property of the model.
  private static func isSharedInstance(
    _ text: String, of modelType: String, _ file: ParsedSource, _ context: RuleContext
  ) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, parts[0].isEmpty || parts[0] == simpleName(modelType) else {
      return false
    }
    return holdsStaticInstance(parts[1], of: modelType, seenFrom: file.path, context)
  }

  private static func simpleName(_ type: String) -> String {
    type.split(separator: ".").last.map(String.init) ?? type
  }

  /// Whether `type` declares `static let name` (or a `static var` with an initial value and
  /// no getter): one instance for every caller, never a new one per read.
  private static func holdsStaticInstance(
    _ name: String, of type: String, seenFrom path: String, _ context: RuleContext
  ) -> Bool {
    context.index.declarations(named: simpleName(type), seenFrom: path).contains { summary in
      guard let file = context.source(at: summary.path),
        let decl = DeclarationLocator.decl(at: summary.offset, in: file.tree)?.asProtocol(
          DeclGroupSyntax.self)
      else { return false }
      return decl.memberBlock.flattenedDecls.contains { member in
        guard let variable = member.as(VariableDeclSyntax.self), variable.isStatic,
          variable.singleBindingName == name, let binding = variable.bindings.first
        else { return false }
        return binding.isStored && binding.initializer != nil
      }
    }
  }
}
