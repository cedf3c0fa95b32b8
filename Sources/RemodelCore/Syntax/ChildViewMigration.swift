import SwiftSyntax

/// Moves the construction of a child view's model from every call site into the child:
/// call sites pass the model's initializer arguments, the child holds the model in
/// `@StateObject` and builds it in its own `init`. One plan edits the child and all its call
/// sites, across files, as one unit.
struct ChildViewMigration {
  let childName: String
  /// The child's name with the types it is nested in, which tells it from same-named types
  /// nested elsewhere; nil when that is unknown.
  let childQualifiedName: String?
  /// The initializer parameter the model is passed in.
  let slot: ArgumentSlot
  let context: RuleContext
  /// The `#if` branches of the call that asks, which pick among declarations of the child
  /// for different builds.
  var callConditions = BuildConditions()

  private var index: ProjectIndex { context.index }

  /// The plan for the child and all its call sites, made once per pass however many call
  /// sites report it.
  func plan() -> MigrationOutcome {
    context.passMemo.value(
      "child \(index.scopeKey) \(childQualifiedName ?? childName) \(slot) \(callConditions.key)"
    ) { .noted(makeFix) }
  }

  private typealias Refusal = MigrationRefusal

  /// Whether the child's memberwise initializer fills a `@StateObject` property with the model.
  /// That initializer takes the value as an autoclosure, as `StateObject(wrappedValue:)` does,
  /// so a model built in the argument is built once per view identity already; only one built
  /// in a local before the call is built on every call.
  func buildsArgumentOncePerIdentity() -> Bool {
    context.passMemo.value(
      "memberwise child \(index.scopeKey) \(childQualifiedName ?? childName) \(slot) \(callConditions.key)"
    ) {
      // A default value (`@StateObject var model = Model()`) makes the parameter's default.
      guard let child = try? childDeclaration(), let label = slot.label else { return false }
      let members = child.decl.memberBlock.flattenedDecls
      return !members.contains { $0.is(InitializerDeclSyntax.self) }
        && members.contains { member in
          guard let variable = member.as(VariableDeclSyntax.self) else { return false }
          return variable.singleBindingName == label
            && variable.attributes.flattenedAttributes.first?.simpleName == "StateObject"
        }
    }
  }

  /// A call of the child view and the fresh model it passes.
  private struct CallSite {
    let source: ParsedSource
    let call: FunctionCallExprSyntax
    let argument: LabeledExprSyntax
    let value: ArgumentValue
  }

  private func makeFix() throws(Refusal) -> (Fix, note: String?) {
    let child = try childDeclaration()
    let receiver = try receivingProperty(in: child)
    let modelName = receiver.modelType
    if !receiver.isGenericParameter, index.isObservable(modelName) == true {
      return try observableModelFix(child, receiver: receiver)
    }
    // A model typed by the child's generic parameter is an `ObservableObject` by the wrapper's
    // constraint; each call site picks the class.
    guard
      receiver.isGenericParameter
        || (index.isObservableObjectClass(modelName) == true
          && index.isObservable(modelName) != true)
    else { throw .notApplicable }
    try refuseIfPublicAPI(child, receiver: receiver)
    let sites = try callSites(of: child, modelName: modelName, receiver: receiver)
    // Only a model built in a local before the call gets here (`buildsArgumentOncePerIdentity`):
    // built in the call instead, it is built once by the autoclosure the memberwise
    // initializer already takes, and the child stays as it is. A local where the view is built
    // once (a preview, a coordinator) stays too.
    if buildsArgumentOncePerIdentity() {
      let rebuilt = sites.fresh.filter { site in
        site.value.localDeclaration != nil
          && ViewModelHandOff.site(of: site.call, index: index) != .elsewhere
      }
      return (
        Fix(edits: rebuilt.flatMap(inlinedLocalEdits)),
        "the memberwise initializer of '\(childName)' takes it as an autoclosure, so built in the call it is built once per view identity"
      )
    }
    // An initializer in an extension may call the memberwise one, which a new `init` replaces,
    // or the one the fix rewrites.
    let childSummary = index.declaration(
      named: child.decl.name.text, at: child.source.path,
      offset: child.decl.positionAfterSkippingLeadingTrivia.utf8Offset)
    if let summary = childSummary,
      let extended = index.extensions(of: summary).first(where: { !$0.initializers.isEmpty })
    {
      throw .reason(
        "the extension of '\(childName)' at \(location(extended)) declares an initializer, which may call the one the fix replaces; move it into '\(childName)', or move the model by hand"
      )
    }
    if let file = index.filesReferencingAsFunction(childName).first {
      throw .reason(
        "\(file) uses '\(childName)' as a function, which a new initializer would break; move the model by hand"
      )
    }
    if let unparsed = context.unparsedFiles(mentioning: childName).first {
      throw .reason(unparsed.blocksFix(of: childName))
    }
    try checkPropertyUse(receiver, in: child)
    let factory = sites.fresh.first { $0.value.isFactory }
    let appFactory = firstAppFactory(sites.fresh)
    // A model the child keeps in `@StateObject` already is kept from the first call now: the
    // autoclosure only stops building the ones it drops.
    let keptAlready = receiver.wrapper == "StateObject"
    // What a delegating initializer builds from its arguments is kept from the first call too.
    let delegatedCall = keptAlready ? nil : sites.throughDelegatingInitializer.first
    // A plain property may hold a model the child meant not to observe (a coordinator, a
    // delegate); under `@StateObject` its body runs again on every change the model publishes.
    let startsObserving = receiver.wrapper == nil
    let applicability: Applicability =
      !startsObserving
        && (keptAlready
          || appFactory == nil && delegatedCall == nil
            && sites.fresh.allSatisfy(keepsItsArguments))
      ? .safe : .unsafe
    let hazard = Self.unsafeNote([
      appFactory == nil && !keptAlready
        ? changingArgumentNote(sites.fresh)
          ?? delegatedCall.map {
            "the model \($0) gets through another initializer keeps the arguments of the first call while '\(childName)' stays on screen"
          } : nil,
      startsObserving
        ? "'\(childName)' starts observing '\(receiver.name)', which it holds in a plain property now, so its body runs again whenever the model publishes a change"
        : nil,
    ])
    let autoclosureFix = { (reason: String) throws(Refusal) -> (Fix, note: String?) in
      (
        Fix(
          edits: try autoclosureEdits(child, receiver: receiver)
            + sites.fresh.flatMap(inlinedLocalEdits),
          applicability: applicability),
        "'\(childName)' takes the model as an autoclosure and builds it once, so "
          + (sites.fresh.contains { $0.value.localDeclaration != nil }
            ? "call sites only build it in the call instead of a local: "
            : "no call site changes: ") + reason + hazard
      )
    }
    let subclassSite =
      receiver.isGenericParameter
      ? nil
      : sites.fresh.first {
        Self.lastComponent($0.value.construction.typeName) != Self.lastComponent(modelName)
      }
    let autoclosureReasons: [String?] = [
      factory.map { site in
        "\(site.source.location(of: site.call)) gets it from '\(site.value.construction.call.calledExpression.trimmedDescription)(…)', which stays at the call site and runs once per view identity"
      },
      sites.passingOwnModel.first.map { "\($0) passes a model of its own" },
      sites.passingExistingToStateObject.first.map {
        "\($0) passes a model it has, which '@StateObject' keeps from the first call already"
      },
      subclassSite.map {
        "\($0.source.location(of: $0.call)) builds '\($0.value.construction.typeName)', a subclass of '\(modelName)' with an initializer of its own"
      },
      sites.usingDefault.first.map {
        "\($0) builds it through the default value of \(slot), which the autoclosure keeps"
      },
      receiver.delegatingInitializers.first.map {
        "'\(childName).init' at \(child.source.location(of: $0.initKeyword)) passes one to the initializer taking it"
          + (sites.throughDelegatingInitializer.first.map { ", as \($0) calls it" } ?? "")
      },
    ]
    if let reason = autoclosureReasons.lazy.compactMap({ $0 }).first {
      return try autoclosureFix(reason)
    }
    if receiver.isGenericParameter {
      return try autoclosureFix(
        "its model's type is its generic parameter '\(modelName)', which each call site chooses, so the model's arguments cannot move into it"
      )
    }
    do throws(Refusal) {
      let fix = try argumentMovingFix(
        child, receiver: receiver, sites: sites.fresh, applicability: applicability)
      return (
        fix,
        "every call site builds a fresh one, so they pass its arguments and '\(childName)' builds it once"
          + hazard
      )
    } catch {
      // The arguments cannot move, but a model passed as it is built can still be built once.
      guard case .reason(let why) = error else { throw error }
      // The reason without its advice, which the fix makes moot.
      let obstacle = why.range(of: "; ", options: .backwards).map { String(why[..<$0.lowerBound]) }
      return try autoclosureFix(
        "its arguments cannot move into '\(childName)' because \(obstacle ?? why)")
    }
  }

  /// An `@Observable` model cannot be built once per view identity: `State(wrappedValue:)` takes
  /// a value, not an autoclosure, so moving the construction into the child would still run it
  /// on every call. The child keeps the first model it is given in `@State` instead, and every
  /// call site stays as it is.
  private func observableModelFix(_ child: ChildDeclaration, receiver: Receiver) throws(Refusal)
    -> (Fix, note: String?)
  {
    guard receiver.wrapper == nil || receiver.wrapper == "Bindable" else { throw .notApplicable }
    try refuseIfPublicAPI(child, receiver: receiver)
    let sites = try callSites(of: child, modelName: receiver.modelType, receiver: receiver)
    try checkPropertyUse(receiver, in: child, keeper: "State")
    let factory = firstAppFactory(sites.fresh)
    let applicability: Applicability =
      factory == nil && sites.fresh.allSatisfy(keepsItsArguments) ? .safe : .unsafe
    let hazard = Self.unsafeNote([
      factory.map { site in
        "\(site.source.location(of: site.call)) gets it from '\(site.value.construction.call.calledExpression.trimmedDescription)(…)', and the child keeps the first one it returns"
      } ?? changingArgumentNote(sites.fresh)
    ])
    return (
      Fix(
        edits: propertyEdits(receiver, in: child, keeper: "State")
          + overwrittenValueRemoval(receiver, in: child.source),
        applicability: applicability),
      "'\(childName)' keeps the first one in '@State', so no call site changes (they still build one per evaluation, which '@State' drops: an '@Observable' model cannot be built lazily)"
        + hazard
    )
  }

  /// The child builds the model from its initializer's arguments, which every call site passes
  /// instead of the model.
  private func argumentMovingFix(
    _ child: ChildDeclaration, receiver: Receiver, sites: [CallSite],
    applicability: Applicability
  ) throws(Refusal) -> Fix {
    let modelName = receiver.modelType
    if let site = sites.first(where: { $0.value.construction.call.trailingClosure != nil }) {
      throw .reason(
        "the '\(modelName)' built at \(site.source.location(of: site.call)) takes a trailing closure; pass it as a labelled argument, or move the model by hand"
      )
    }
    let (model, initializer) = try modelInitializer(modelName, sites: sites)
    // A defaulted parameter no call site passes keeps its default inside the model's
    // initializer: forwarding it would only widen the child's initializer (and its imports).
    let passed = Set(
      sites.flatMap {
        Self.boundParameters(
          of: initializer, labels: $0.value.construction.call.arguments.map { $0.label?.text })
          ?? []
      })
    let forwarded = initializer.parameters.indices.filter(passed.contains).map {
      initializer.parameters[$0]
    }
    let parameters = try forwarded.map { parameter throws(Refusal) in
      let nested = parameter.defaultValueNames.first { name in
        !name.startsWithUppercase || name == "Self"
          || index.declarations(named: name).contains {
            $0.qualifiedName.hasPrefix(model.qualifiedName + ".")
          }
      }
      if let nested {
        throw .reason(
          "the default value of '\(parameter.name)' uses '\(nested)', which only '\(modelName)' can see; write it as '\(modelName).\(nested)' and run again"
        )
      }
      let type = qualified(parameter.type, nestedIn: model)
      if let shadowed = ImportsForMovedTypes.typeNames(in: type).first(where: {
        child.genericParameterNames.contains($0)
      }) {
        throw .reason(
          "the initializer of '\(modelName)' takes a '\(shadowed)', which inside '\(childName)' means its generic parameter; rename one of them"
        )
      }
      if let shadowed = nameShadowed(in: type, by: child) {
        let name = shadowed.split(separator: ".").last.map(String.init) ?? shadowed
        let taken = type == name ? "a '\(type)', which" : "'\(type)', whose '\(name)'"
        throw .reason(
          "the initializer of '\(modelName)' takes \(taken) inside '\(childName)' means '\(shadowed)'; rename one of them"
        )
      }
      return ForwardedParameter(parameter, type: type)
    }
    let childEdits = try childEdits(
      child, receiver: receiver, modelName: modelName, modelParameters: parameters, sites: sites)
    let siteEdits = sites.flatMap(callSiteEdits)
    guard let modelSource = context.source(at: model.path) else { throw .notApplicable }
    let importEdits: [TextEdit]
    do {
      importEdits = try ImportsForMovedTypes.edits(
        for: forwarded.flatMap { parameter in
          // A default value (`= APIClient()`) may name a scanned type the type does not.
          ImportsForMovedTypes.typeNames(in: parameter.type)
            + ImportsForMovedTypes.typeNames(in: parameter.defaultValue ?? "").filter {
              !index.declarations(named: $0).isEmpty
            }
        },
        from: modelSource, into: child.source, index: index)
    } catch {
      throw .reason(error.reason(origin: model.path, target: child.source.path))
    }
    return Fix(edits: importEdits + childEdits + siteEdits, applicability: applicability)
  }

  /// The first call outside previews and tests getting the model from a factory, whose every
  /// call may matter: a preview's stub factory (`.preview()`) called once per view identity
  /// changes nothing anyone relies on.
  private func firstAppFactory(_ sites: [CallSite]) -> CallSite? {
    sites.first { $0.value.isFactory && !context.isPreviewOrTest($0.call, in: $0.source) }
  }

  /// The finding's tail naming what makes the fix unsafe, each reason once after one 'unsafe:'.
  private static func unsafeNote(_ reasons: [String?]) -> String {
    let present = reasons.compactMap { $0 }
    return present.isEmpty ? "" : "; unsafe: " + present.joined(separator: "; and ")
  }

  /// What makes the fix unsafe, for the reviewer: an argument that may change while the child
  /// keeps its identity, which the model built once no longer follows.
  private func changingArgumentNote(_ sites: [CallSite]) -> String? {
    guard let site = sites.first(where: { !keepsItsArguments($0) }),
      let argument = site.value.construction.call.arguments.first(where: {
        !$0.expression.isLiteral
      })
    else { return nil }
    let named =
      argument.label.map { "'\($0.text)'" } ?? "'\(argument.expression.trimmedDescription)'"
    return
      "the model keeps the \(named) it is first built with at \(site.source.location(of: site.call)) while '\(childName)' stays on screen; give the child an '.id(…)' if it must be rebuilt when that changes"
  }

  /// Whether a model built once per view identity sees the same arguments as one rebuilt on
  /// every call: true in presentation closures, outside view content, in previews and tests,
  /// and for literal arguments. In a body (`ForEach` rows included: an element may change and
  /// keep its id), or a function a body may call, the arguments may change while the child
  /// keeps its identity, so the fix is unsafe there.
  private func keepsItsArguments(_ site: CallSite) -> Bool {
    context.isPreviewOrTest(site.call, in: site.source)
      || !ViewModelHandOff.mayRunAgain(site.call, context: context)
      || site.value.construction.call.arguments.allSatisfy { $0.expression.isLiteral }
  }

  // MARK: The child view

  private struct ChildDeclaration {
    let source: ParsedSource
    let decl: StructDeclSyntax
    let qualifiedName: String
    /// Where the child is declared once per build: the `#if` branches of this declaration,
    /// and of the others (which the fix leaves alone, with the calls only their builds compile).
    var conditions = BuildConditions()
    var otherBuilds: [(location: String, conditions: BuildConditions)] = []

    var genericParameterNames: [String] {
      decl.genericParameterClause?.parameters.map(\.name.text) ?? []
    }
  }

  /// Asked once the child is known to hold the model in a way a fix would change: a public
  /// child that keeps it already (`@State`, an autoclosure) has nothing to report. Only an
  /// initializer other modules can call is API the fix would change: a public view's memberwise
  /// initializer, and one declared without an access level, are internal.
  private func refuseIfPublicAPI(_ child: ChildDeclaration, receiver: Receiver) throws(Refusal) {
    let outsideAccess: Set<TokenKind> = [.keyword(.public), .keyword(.open), .keyword(.package)]
    guard child.decl.modifiers.contains(where: { outsideAccess.contains($0.name.tokenKind) }),
      let initializer = receiver.explicitInit?.decl,
      initializer.modifiers.contains(where: { outsideAccess.contains($0.name.tokenKind) }),
      !context.project.onlyScannedCodeUses(child.source.path)
    else { return }
    throw .reason(
      "'\(childName).init' at \(child.source.location(of: initializer.initKeyword)) is public API, whose callers may lie outside the scanned sources; scan them together, or move the model by hand"
    )
  }

  /// The declarations the child's name may mean.
  private var childCandidates: [TypeSummary] {
    index.declarations(named: childName).filter {
      childQualifiedName == nil || $0.qualifiedName == childQualifiedName
    }
  }

  private func childDeclaration() throws(Refusal) -> ChildDeclaration {
    let candidates = childCandidates
    guard candidates.count > 1 else {
      guard let summary = candidates.first, let child = declaration(summary) else {
        throw .notApplicable
      }
      return child
    }
    // Declarations for different builds (`#if os(iOS)` … `#else`): the one the call's build
    // compiles.
    let declarations = candidates.compactMap(declaration)
    let listed = candidates.map(location).joined(separator: ", ")
    let perBuild =
      declarations.count == candidates.count
      && declarations.indices.allSatisfy { first in
        declarations.indices.allSatisfy { second in
          first == second
            || declarations[first].conditions.excludes(declarations[second].conditions)
        }
      }
    guard perBuild else {
      throw .reason(
        "'\(childName)' is declared \(candidates.count) times where this call can see it (\(listed)), so which one it builds is unknown; scan each app or target on its own, or give the views distinct names"
      )
    }
    let built = declarations.filter { !callConditions.excludes($0.conditions) }
    guard built.count == 1, var child = built.first else {
      throw .reason(
        "'\(childName)' is declared once per build (\(listed)), and this call may build \(built.isEmpty ? "none" : "either") of them; put it under the '#if' of the one it builds, or move the model by hand"
      )
    }
    child.otherBuilds = declarations.filter { $0.decl.id != child.decl.id }.map {
      ($0.source.location(of: $0.decl.name), $0.conditions)
    }
    return child
  }

  private func declaration(_ summary: TypeSummary) -> ChildDeclaration? {
    guard summary.kind == .struct, let source = context.source(at: summary.path),
      let decl = DeclarationLocator.structDecl(at: summary.offset, in: source.tree)
    else { return nil }
    return ChildDeclaration(
      source: source, decl: decl, qualifiedName: summary.qualifiedName,
      conditions: BuildConditions(of: decl))
  }

  /// `Sources/Feed.swift:12`, for a declaration the index keeps.
  private func location(_ summary: TypeSummary) -> String {
    context.source(at: summary.path)?.location(at: summary.offset) ?? summary.path
  }

  /// The stored property that receives the model, and how the child's initializer fills it.
  private struct Receiver {
    let variable: VariableDeclSyntax
    let name: String
    let modelType: String
    /// The property's type as written (`Detail.ViewModel`), which the child can construct.
    let writtenType: String
    /// The explicit initializer and the statement assigning the parameter, when there is one.
    let explicitInit: ExplicitInitializer?
    /// `@State` (which observes nothing), `@ObservedObject`, `@StateObject` or none.
    let wrapper: String?
    /// The model's type is a generic parameter of the child (`struct Popup<Model: …>`).
    let isGenericParameter: Bool
    /// Initializers handing everything to the one taking the model (`init(section:) {
    /// self.init(.section(section)) }`), which pass it on as a call site would.
    let delegatingInitializers: [InitializerDeclSyntax]
  }

  /// `init(viewModel: Model, …) { self.viewModel = viewModel; … }`: the parameter and its assignment.
  private struct ExplicitInitializer {
    let decl: InitializerDeclSyntax
    let parameter: FunctionParameterSyntax
    let assignment: SequenceExprSyntax

    /// The assignment is a statement of the body itself, so every call of the initializer
    /// replaces what the property's own value built.
    var alwaysAssigns: Bool { assignment.parent?.parent?.id == decl.body?.statements.id }
  }

  private func receivingProperty(in child: ChildDeclaration) throws(Refusal) -> Receiver {
    let members = child.decl.memberBlock.members.map(\.decl)
    let initializers = child.decl.memberBlock.flattenedDecls.compactMap {
      $0.as(InitializerDeclSyntax.self)
    }
    if keepsObservableInState(child, initializers: initializers) { throw .notApplicable }
    // A memberwise initializer takes every model by the name of its property.
    var propertyName = slot.label
    var explicitInit: ExplicitInitializer?
    var delegatingInitializers: [InitializerDeclSyntax] = []
    if !initializers.isEmpty {
      let taking =
        initializers.count == 1
        ? initializers
        : initializers.filter {
          slot.parameter(in: $0.signature.parameterClause.parameters) != nil
        }
      guard taking.count == 1, let initializer = taking.first,
        initializers.allSatisfy({ $0.id == initializer.id || Self.delegates($0) })
      else {
        throw .reason(
          "'\(childName)' has several initializers (\(initializers.map { child.source.location(of: $0.initKeyword) }.joined(separator: ", "))); keep one, or move the model by hand"
        )
      }
      delegatingInitializers = initializers.filter { $0.id != initializer.id }
      guard let parameter = slot.parameter(in: initializer.signature.parameterClause.parameters)
      else { throw .notApplicable }
      // `init(viewModel: @autoclosure @escaping () -> Model)`: the model is built once already.
      if parameter.type.hasAttribute("autoclosure") { throw .notApplicable }
      guard let (property, assignment) = Self.assignment(of: parameter, in: initializer) else {
        throw .reason(
          "'\(childName).init' at \(child.source.location(of: initializer.initKeyword)) does more with \(slot) than store it; move the model by hand"
        )
      }
      propertyName = property
      explicitInit = ExplicitInitializer(
        decl: initializer, parameter: parameter, assignment: assignment)
    }
    guard let propertyName,
      let variable = members.compactMap({ $0.as(VariableDeclSyntax.self) })
        .first(where: { $0.singleBindingName == propertyName }),
      let binding = variable.bindings.first,
      let type = binding.typeAnnotation?.type ?? Self.constructedType(binding.initializer?.value),
      !type.isOptional, type.nominalName != nil
    else { throw .notApplicable }
    let isGenericParameter = child.genericParameterNames.contains(type.trimmedDescription)
    let modelType =
      isGenericParameter
      ? type.trimmedDescription : index.resolve(type.qualifiedName, inside: child.qualifiedName)
    if type.as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil {
      throw .reason(
        "'\(childName).\(propertyName)' at \(child.source.location(of: variable)) has a generic type; move the model by hand"
      )
    }
    let wrapper = variable.attributes.flattenedAttributes.first?.simpleName
    guard
      (isGenericParameter
        ? ["ObservedObject", "StateObject"]
        : [nil, "ObservedObject", "StateObject", "State", "Bindable"])
        .contains(wrapper)
    else { throw .notApplicable }
    if binding.initializer != nil, explicitInit?.alwaysAssigns != true {
      throw .reason(
        "'\(childName).\(propertyName)' at \(child.source.location(of: variable)) already has a default value; decide by hand whether the child or its callers build the model"
      )
    }
    return Receiver(
      variable: variable, name: propertyName, modelType: modelType,
      writtenType: type.trimmedDescription, explicitInit: explicitInit, wrapper: wrapper,
      isGenericParameter: isGenericParameter, delegatingInitializers: delegatingInitializers)
  }

  /// Whether the child keeps an `@Observable` model in `@State` already, which keeps the first
  /// model it is given and drops later ones: its memberwise initializer fills a `@State`
  /// property, or each initializer taking the model stores it in one
  /// (`self._model = State(initialValue: model)`, whatever else it does with it) or hands it
  /// to another initializer that does. The model's type may be generic (`Editor<Store>`).
  private func keepsObservableInState(
    _ child: ChildDeclaration, initializers: [InitializerDeclSyntax]
  ) -> Bool {
    let stateProperties = Dictionary(
      child.decl.memberBlock.flattenedDecls.compactMap { decl -> (String, TypeSyntax)? in
        guard let variable = decl.as(VariableDeclSyntax.self),
          variable.attributes.flattenedAttributes.first?.simpleName == "State",
          let name = variable.singleBindingName,
          let type = variable.bindings.first?.typeAnnotation?.type, !type.isOptional
        else { return nil }
        return (name, type)
      }, uniquingKeysWith: { first, _ in first })
    let holdsObservable = { (property: String) -> Bool in
      guard let type = stateProperties[property] else { return false }
      return index.isObservable(index.resolve(type.qualifiedName, inside: child.qualifiedName))
        == true
    }
    guard !initializers.isEmpty else { return slot.label.map(holdsObservable) ?? false }
    let taking = initializers.compactMap { initializer in
      slot.parameter(in: initializer.signature.parameterClause.parameters).map {
        (initializer, ($0.secondName ?? $0.firstName).text)
      }
    }
    let storing = taking.filter { initializer, name in
      (initializer.body?.statements ?? []).contains { statement in
        guard let sequence = statement.item.as(SequenceExprSyntax.self),
          let assignment = PropertyAssignment(sequence)
        else { return false }
        return assignment.valueName == name && holdsObservable(assignment.propertyName)
      }
    }
    return !storing.isEmpty
      && taking.allSatisfy { initializer, _ in
        Self.delegates(initializer) || storing.contains { $0.0.id == initializer.id }
      }
  }

  /// `init(section: Section) { self.init(.section(section)) }`, or a failable one checking its
  /// input first: a body that ends by calling another initializer, and calls none before.
  private static func delegates(_ initializer: InitializerDeclSyntax) -> Bool {
    guard let statements = initializer.body?.statements, let last = statements.last,
      let call = last.item.as(ExprSyntax.self)?.withoutEffects.as(FunctionCallExprSyntax.self)
        ?? last.item.as(ExpressionStmtSyntax.self)?.expression.withoutEffects.as(
          FunctionCallExprSyntax.self)
    else { return false }
    let delegations = statements.flatMap { $0.descendants(MemberAccessExprSyntax.self) }.filter {
      $0.base?.isSelfReference == true && $0.declName.baseName.tokenKind == .keyword(.`init`)
    }
    return delegations.count == 1 && call.calledExpression.id == delegations.first?.id
  }

  /// `Model` for a property written `= Model()`, whose type only its value names.
  private static func constructedType(_ value: ExprSyntax?) -> TypeSyntax? {
    guard let call = value?.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName,
      name.text.startsWithUppercase
    else { return nil }
    return TypeSyntax(IdentifierTypeSyntax(name: name.trimmed))
  }

  /// In `init(viewModel: Model) { self.viewModel = viewModel }`, the property the parameter fills
  /// and the assignment doing it; nil unless that assignment is the parameter's only use.
  private static func assignment(
    of parameter: FunctionParameterSyntax, in initializer: InitializerDeclSyntax
  ) -> (String, SequenceExprSyntax)? {
    let name = (parameter.secondName ?? parameter.firstName).text
    guard let body = initializer.body else { return nil }
    let uses = body.tokens(viewMode: .sourceAccurate).filter {
      $0.tokenKind == .identifier(name) && $0.parent?.is(DeclReferenceExprSyntax.self) == true
        && $0.parent?.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.id != $0.id
    }
    guard uses.count == 1, let use = uses.first else { return nil }
    var node = use.parent
    while let current = node, !current.is(SequenceExprSyntax.self) { node = current.parent }
    guard let sequence = node?.as(SequenceExprSyntax.self),
      sequence.parent?.is(CodeBlockItemSyntax.self) == true,
      let assignment = PropertyAssignment(sequence), assignment.valueName == name
    else { return nil }
    return (assignment.propertyName, sequence)
  }

  // MARK: Call sites

  /// The calls of the child: those building a fresh model, and as `location`s those in previews
  /// and tests passing a model of their own (a stub) and those leaving it to the default value.
  private struct CallSites {
    var fresh: [CallSite] = []
    var passingOwnModel: [String] = []
    var usingDefault: [String] = []
    /// Calls passing a model they have to a child that keeps it in `@StateObject` already.
    var passingExistingToStateObject: [String] = []
    /// Calls of an initializer that hands a model to the one taking it.
    var throughDelegatingInitializer: [String] = []
  }

  private func callSites(of child: ChildDeclaration, modelName: String, receiver: Receiver)
    throws(Refusal) -> CallSites
  {
    let paths = Set(index.callSites(of: childName).map(\.path)).sorted()
    var sites = CallSites()
    // An `@Observable` model stays built at its call sites, and the child keeps it in `@State`.
    let buildsAtCallSites = !receiver.isGenericParameter && index.isObservable(modelName) == true
    let keeper = buildsAtCallSites ? "@State" : "@StateObject"
    for path in paths {
      guard let source = context.source(at: path) else { continue }
      for call in ChildCallFinder.calls(of: childName, in: source.tree)
      where buildsChild(call, inFileAt: path) {
        let location =
          "\(path):\(source.locationConverter.location(for: call.positionAfterSkippingLeadingTrivia).line)"
        if !child.otherBuilds.isEmpty {
          let conditions = BuildConditions(of: call)
          // A call only another build compiles builds that build's declaration.
          if conditions.excludes(child.conditions) { continue }
          if let other = child.otherBuilds.first(where: { !conditions.excludes($0.conditions) }) {
            throw .reason(
              "the call at \(location) may build the '\(childName)' declared at \(other.location) as well; put it under the '#if' of the one it builds, or move the model by hand"
            )
          }
        }
        guard let argument = slot.argument(in: call) else {
          // `init(viewModel: Model = Model())` called as `Child()` builds a fresh one too.
          if let defaultValue = receiver.explicitInit?.parameter.defaultValue?.value,
            Construction(defaultValue, contextualType: modelName) != nil
          {
            sites.usingDefault.append(location)
            continue
          }
          // `Child(section: …)` hands its model over through `self.init(…)`, which the
          // autoclosure defers as it defers a call site's.
          if !receiver.delegatingInitializers.isEmpty {
            sites.throughDelegatingInitializer.append(location)
            continue
          }
          if context.isPreviewOrTest(call, in: source) {
            sites.passingOwnModel.append(location)
            continue
          }
          throw .reason(
            "the call at \(location) does not pass \(slot); pass it there too, or move the model by hand"
          )
        }
        let value = ArgumentValue(
          argument, receivingType: receiver.isGenericParameter ? nil : modelName
        ).flatMap { value in
          let built = value.construction.typeName
          return receiver.isGenericParameter
            ? (index.isObservableObjectClass(built) == true ? value : nil)
            : (Self.lastComponent(built) == Self.lastComponent(modelName)
              || isSubclass(built, of: modelName, seenFrom: path) ? value : nil)
        }
        // A preview or test may keep its own model, a stub or one it inspects afterwards.
        if value == nil || value?.otherUseOfLocal != nil, context.isPreviewOrTest(call, in: source)
        {
          sites.passingOwnModel.append(location)
          continue
        }
        // A child holding the model in `@StateObject` keeps the first one it is given already,
        // as the autoclosure will.
        if value == nil, receiver.wrapper == "StateObject" {
          sites.passingExistingToStateObject.append(location)
          continue
        }
        guard let value else {
          throw .reason(
            "\(location) passes an existing '\(modelName)' to '\(childName)', so it observes a model its parent owns; decide by hand which view owns it"
          )
        }
        if case .lazyRow(let container) = ViewModelHandOff.site(of: call, index: index) {
          throw .reason(
            "the call at \(location) builds a row of '\(container)', which would discard a '\(keeper)' with its row (see 'stateobject-in-lazy-container')"
          )
        }
        if let other = value.otherUseOfLocal {
          // Each call keeps its local or loses it on its own: this one is reported by itself.
          if buildsArgumentOncePerIdentity() { continue }
          let line = source.locationConverter.location(
            for: other.positionAfterSkippingLeadingTrivia
          ).line
          throw .reason(
            "'\(other.text)' is also used at \(path):\(line), which would get a different '\(modelName)' than the child once the child \(buildsAtCallSites ? "keeps its first one" : "builds its own"); pass one model to both by hand"
          )
        }
        if let effect = value.effect, !buildsAtCallSites {
          throw .reason(
            "the '\(modelName)' built at \(location) needs '\(effect)', which the child's '@StateObject' cannot evaluate; give '\(modelName)' an initializer without '\(effect)' or keep building it where the call site handles it"
          )
        }
        if let excluding = excludedRule(at: call, argument, in: source) {
          throw .reason(
            "the call at \(location) is excluded from '\(excluding)', and every call site must change together; include it, or move the model by hand"
          )
        }
        sites.fresh.append(
          CallSite(source: source, call: call, argument: argument, value: value))
      }
    }
    guard !sites.fresh.isEmpty else { throw .notApplicable }
    return sites
  }

  /// Whether the call builds the child and not a same-named type nested elsewhere.
  private func buildsChild(_ call: FunctionCallExprSyntax, inFileAt path: String) -> Bool {
    guard let childQualifiedName, let written = Construction(ExprSyntax(call))?.typeName else {
      return true
    }
    return context.declarations(meantBy: written, at: call, inFileAt: path).contains {
      $0.qualifiedName == childQualifiedName
    }
  }

  /// Whether `built` is a class that inherits, through the scanned sources, from `modelName`.
  private func isSubclass(_ built: String, of modelName: String, seenFrom path: String) -> Bool {
    let models = index.declarations(named: modelName)
    var current = index.declarations(named: built, seenFrom: path).filter { $0.kind == .class }
    var seen: Set<String> = []
    while current.count == 1, let type = current.first,
      seen.insert("\(type.path)#\(type.offset)").inserted,
      let superclass = type.inheritedTypes.first
    {
      current = index.inheritedDeclarations(of: type, named: superclass).filter {
        $0.kind == .class
      }
      if current.contains(where: { parent in
        models.contains { $0.path == parent.path && $0.offset == parent.offset }
      }) {
        return true
      }
    }
    return false
  }

  /// The hand-off rule that would report this call site when the user switched it off, by
  /// `--disable`/`--rules` or a `remodel:disable` comment: its call must not change either.
  private func excludedRule(
    at call: FunctionCallExprSyntax, _ argument: LabeledExprSyntax, in source: ParsedSource
  ) -> String? {
    let ruleID: String
    switch ViewModelHandOff.site(of: call, index: index) {
    case .navigationClosure: ruleID = MoveViewModelOutOfNavigationClosure().id
    case .viewBody:
      ruleID =
        ViewModelHandOff.presentingSite(of: call, index: index) == nil
        ? MoveViewModelOutOfBody().id : MoveViewModelOutOfNavigationClosure().id
    case .elsewhere, .lazyRow: return nil
    }
    if !context.isEnabled(ruleID, at: source.path) { return ruleID }
    // The call's line or the argument's, where the finding would be reported; both are
    // consulted, so a comment on either counts as used.
    let silenced = [Syntax(call), Syntax(argument)].map {
      let line = source.locationConverter.location(for: $0.positionAfterSkippingLeadingTrivia).line
      return context.suppressions.suppresses(ruleID, onLine: line, in: source)
    }
    return silenced.contains(true) ? ruleID : nil
  }

  private static func lastComponent(_ name: String) -> Substring {
    name.split(separator: ".").last ?? Substring(name)
  }

  // MARK: The model's initializer

  /// `Mode` becomes `Model.Mode` when the type is declared only inside the model, so the child
  /// can name it.
  private func qualified(_ type: String, nestedIn model: TypeSummary) -> String {
    let scope = model.qualifiedName.split(separator: ".").map(String.init)
    return Self.rewritingLeadingNames(in: type) { name in
      innermostOwner(of: name, seenFrom: model.path, inside: scope).map { $0 + "." + name } ?? name
    }
  }

  /// The innermost of the types in `scope` (outermost first) that nests a type `name`, as code
  /// in the file at `path` sees them: inside the last, `name` means that one.
  private func innermostOwner(of name: String, seenFrom path: String, inside scope: [String])
    -> String?
  {
    guard name.startsWithUppercase, !scope.isEmpty else { return nil }
    let qualifiedNames = Set(index.declarations(named: name, seenFrom: path).map(\.qualifiedName))
    for depth in stride(from: scope.count, to: 0, by: -1) {
      let owner = scope.prefix(depth).joined(separator: ".")
      if qualifiedNames.contains(owner + "." + name) { return owner }
    }
    return nil
  }

  /// `type` with each name that starts a type path (`ViewType` in `[ViewType]?`, not `Kind` in
  /// `Feed.Kind`, nor an attribute) replaced by what `replace` gives for it.
  private static func rewritingLeadingNames(
    in type: String, _ replace: (String) -> String
  ) -> String {
    var result = ""
    var rest = Substring(type)
    while let start = rest.firstIndex(where: { $0.isLetter || $0 == "_" }) {
      result += rest[..<start]
      let end =
        rest[start...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? rest.endIndex
      let name = String(rest[start..<end])
      let previous = result.last { !$0.isWhitespace }
      result += previous == "." || previous == "@" ? name : replace(name)
      rest = rest[end...]
    }
    return result + rest
  }

  /// A name of the forwarded type that, written inside the child, would mean a type the child
  /// or a type enclosing it nests instead of the one the model means.
  private func nameShadowed(in type: String, by child: ChildDeclaration) -> String? {
    let scope = child.qualifiedName.split(separator: ".").map(String.init)
    var shadowed: String?
    _ = Self.rewritingLeadingNames(in: type) { name in
      if shadowed == nil,
        let owner = innermostOwner(of: name, seenFrom: child.source.path, inside: scope)
      {
        shadowed = owner + "." + name
      }
      return name
    }
    return shadowed
  }

  /// The child must only read the model after SwiftUI installs it and never reassign it, as
  /// `@StateObject` allows neither and `@State` would ignore it; a bare `$model` must keep its
  /// type under the `keeper` wrapper.
  private func checkPropertyUse(
    _ receiver: Receiver, in child: ChildDeclaration, keeper: String = "StateObject"
  ) throws(Refusal) {
    let usage = PropertyUsage(of: receiver.name, in: child.decl.memberBlock)
    let rewritten = Set(
      usage.assignments.filter { assignment in
        receiver.explicitInit.map {
          $0.assignment.trimmedByteRange.contains(
            assignment.target.positionAfterSkippingLeadingTrivia.utf8Offset)
        } ?? false
      }.map(\.target.id))
    // `$model` is a `Binding` under `@State` and a `Bindable` under `@Bindable`.
    let projectionChanges =
      keeper == "State" ? receiver.wrapper == "Bindable" : receiver.wrapper == "State"
    if let blocker = usage.blockerForStateObject(
      receiver.name, in: child.source, projectionWasBinding: projectionChanges,
      rewritten: rewritten, keeper: keeper)
      ?? PropertyUsage.extensionBlocker(
        of: child.decl, in: child.source, name: receiver.name, context: context,
        projectionWasBinding: projectionChanges, keeper: keeper)
    {
      throw .reason(blocker)
    }
  }

  private func modelInitializer(_ modelName: String, sites: [CallSite]) throws(Refusal) -> (
    TypeSummary, Initializer
  ) {
    let declarations = index.declarations(named: modelName).filter { $0.kind == .class }
    guard declarations.count == 1, let model = declarations.first else {
      throw .reason(
        "'\(modelName)' is declared more than once (\(declarations.map(\.path).joined(separator: ", "))), so its initializer is unknown; scan each app or target on its own"
      )
    }
    let initializers = model.initializers + index.extensions(of: model).flatMap(\.initializers)
    var chosen: (initializer: Initializer, location: String)?
    for site in sites {
      let labels = site.value.construction.call.arguments.map { $0.label?.text }
      let matching: [Initializer]
      if initializers.isEmpty {
        // Only the implicit `init()` exists, unless a superclass in the sources brings others.
        let inherits = model.inheritedTypes.contains {
          !index.declarations(named: $0).filter { $0.kind == .class }.isEmpty
        }
        guard labels.isEmpty, !inherits else {
          throw .reason(
            "the initializer of '\(modelName)' is not declared in the scanned sources; scan the module declaring it too"
          )
        }
        matching = [Initializer(parameters: [], obstacles: [])]
      } else {
        matching = initializers.filter { Self.boundParameters(of: $0, labels: labels) != nil }
      }
      guard matching.count == 1, let initializer = matching.first else {
        throw .reason(
          matching.isEmpty
            ? "no initializer of '\(modelName)' matches the call in \(site.source.path); move the model by hand"
            : "the call of '\(modelName)' in \(site.source.path) matches several initializers; label its arguments, or move the model by hand"
        )
      }
      let location = site.source.location(of: site.value.construction.call)
      if let previous = chosen, previous.initializer != initializer {
        throw .reason(
          "call sites use different initializers of '\(modelName)' (\(previous.location) and \(location)); give the child one initializer per model initializer by hand"
        )
      }
      chosen = (initializer, location)
    }
    guard let initializer = chosen?.initializer else { throw .notApplicable }
    if !initializer.obstacles.isEmpty {
      throw .reason(
        "the initializer of '\(modelName)' (\(model.path)) \(initializer.obstacles.listedInProse), so the child's 'StateObject(wrappedValue:)' cannot call it as written; give '\(modelName)' a plain initializer or move the model by hand"
      )
    }
    return (model, initializer)
  }

  /// The indices of the parameters a call with these labels passes, or nil when it does not
  /// bind to the initializer: every parameter is given in order or has a default value.
  private static func boundParameters(of initializer: Initializer, labels: [String?]) -> [Int]? {
    var remaining = labels[...]
    var bound: [Int] = []
    for (index, parameter) in initializer.parameters.enumerated() {
      if let next = remaining.first, next == parameter.label {
        remaining.removeFirst()
        bound.append(index)
      } else if parameter.defaultValue == nil {
        return nil
      }
    }
    return remaining.isEmpty ? bound : nil
  }

  // MARK: Edits in the child

  /// A parameter of the child's new initializer, forwarded from the model's initializer.
  private struct ForwardedParameter {
    let label: String?
    let name: String
    let declaration: String
    /// `label: name` as passed on to the model's initializer.
    let argument: String

    init(_ parameter: Parameter, type: String) {
      label = parameter.label
      name = parameter.name
      let escaping = parameter.isClosure && !parameter.isEscaping ? "@escaping " : ""
      let names: String
      switch parameter.label {
      case nil: names = "_ \(parameter.name)"
      case parameter.name: names = parameter.name
      case let label?: names = "\(label) \(parameter.name)"
      }
      declaration =
        "\(names): \(escaping)\(type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
      argument = parameter.label.map { "\($0): \(parameter.name)" } ?? parameter.name
    }
  }

  private func childEdits(
    _ child: ChildDeclaration, receiver: Receiver, modelName: String,
    modelParameters: [ForwardedParameter], sites: [CallSite]
  ) throws(Refusal) -> [TextEdit] {
    let source = child.source
    let constructionHead = "StateObject(wrappedValue: \(receiver.writtenType)"
    let arguments = modelParameters.map(\.argument)
    var edits = propertyEdits(receiver, in: child)
    // `init(viewModel: Model) { _viewModel = StateObject(wrappedValue: viewModel) }` with a
    // model built without arguments goes: the property's value builds it.
    if modelParameters.isEmpty, let explicit = receiver.explicitInit,
      receiver.delegatingInitializers.isEmpty, Self.onlyStoresTheModel(explicit, in: source),
      let value = defaultValueEdit(receiver, in: source)
    {
      return edits + [
        value,
        TextEdit(
          path: source.path, range: source.wholeLineRangeJoiningBlankLines(of: explicit.decl),
          replacement: ""),
      ]
    }
    if let explicit = receiver.explicitInit {
      let otherNames = explicit.decl.signature.parameterClause.parameters
        .filter { $0.id != explicit.parameter.id }  // names only
        .flatMap { [$0.firstName.text, ($0.secondName ?? $0.firstName).text] }
      if let clash = modelParameters.first(where: {
        otherNames.contains($0.name) || otherNames.contains($0.label ?? "")
      }) {
        throw .reason(
          "'\(clash.name)' is already a parameter of '\(childName).init' at \(child.source.location(of: explicit.decl.initKeyword)); rename one of them"
        )
      }
      let parameterList = explicit.decl.signature.parameterClause.parameters
      edits += overwrittenValueRemoval(receiver, in: source)
      edits.append(
        modelParameters.isEmpty
          ? TextEdit(
            path: source.path, range: explicit.parameter.rangeRemovingFromList(in: parameterList),
            replacement: "")
          : Self.rewrappedSignature(explicit, with: modelParameters, in: source)
            ?? TextEdit(
              path: source.path, range: explicit.parameter.rangeWithoutTrailingComma,
              replacement: modelParameters.map(\.declaration).joined(
                separator: Self.parameterSeparator(replacing: explicit.parameter, in: source))))
      let target =
        explicit.assignment.elements.first.map { $0.trimmedDescription.hasPrefix("self.") } == true
        ? "self._" : "_"
      let indentation = source.indentation(
        ofLineAt: explicit.assignment.positionAfterSkippingLeadingTrivia.utf8Offset)
      edits.append(
        source.replace(
          explicit.assignment,
          with: GeneratedCodeLayout.list(
            "\(target)\(receiver.name) = \(constructionHead)", arguments, tail: ")",
            indentation: indentation, unit: source.indentationUnit(inside: indentation),
            lineEnding: source.file.lineEnding)))
      return edits
    }
    // A model built without arguments needs no initializer: it becomes the property's value,
    // and the memberwise initializer stays as it was minus the model.
    if modelParameters.isEmpty, let value = defaultValueEdit(receiver, in: source) {
      return edits + [value]
    }
    // The model's parameters take the receiver's place among the memberwise parameters, so
    // every call site keeps its other arguments where they are.
    let passed = Set(sites.flatMap { $0.call.arguments.compactMap { $0.label?.text } })
    let (before, after) = try MemberwiseInitializer.parameters(
      of: child.decl, around: receiver.name, passed: passed)
    let others = before + after
    let forwardedNames = Set(modelParameters.flatMap { [$0.name, $0.label ?? $0.name] })
    if let clash = others.first(where: { forwardedNames.contains($0.name) }) {
      throw .reason(
        "'\(clash.name)' names both a property of '\(childName)' and a parameter of '\(modelName).init'; rename one of them"
      )
    }
    edits.append(
      try MemberwiseInitializer.insertion(
        in: child.decl, of: child.source,
        parameters: before.map(\.declaration) + modelParameters.map(\.declaration)
          + after.map(\.declaration),
        leadingCall: ("_\(receiver.name) = \(constructionHead)", arguments, ")"),
        statements: others.map(\.assignment)))
    return edits
  }

  /// `= Model()` on a property the initializer assigns anyway goes, with the type written in
  /// its place when only the value named it: the value was built and dropped on every call,
  /// and before a `@State` is installed, assigning it in `init` would not replace its value.
  private func overwrittenValueRemoval(_ receiver: Receiver, in source: ParsedSource)
    -> [TextEdit]
  {
    guard receiver.explicitInit != nil, let binding = receiver.variable.bindings.first,
      let value = binding.initializer
    else { return [] }
    let start =
      binding.typeAnnotation?.endPositionBeforeTrailingTrivia
      ?? binding.pattern.endPositionBeforeTrailingTrivia
    return [
      TextEdit(
        path: source.path,
        range: start.utf8Offset..<value.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: binding.typeAnnotation == nil ? ": \(receiver.writtenType)" : "")
    ]
  }

  /// `viewModel: Model` becomes `viewModel = Model()`.
  private func defaultValueEdit(_ receiver: Receiver, in source: ParsedSource) -> TextEdit? {
    guard let binding = receiver.variable.bindings.first else { return nil }
    return TextEdit(
      path: source.path,
      range: binding.pattern.endPositionBeforeTrailingTrivia
        .utf8Offset..<binding.endPositionBeforeTrailingTrivia.utf8Offset,
      replacement: " = \(receiver.writtenType)()")
  }

  /// Whether the initializer takes nothing but the model and only stores it, on lines of its
  /// own with no comment, no attribute and no modifier: the initializer Swift makes without it
  /// (`init()`, every other property having a value) does the same, so it can go whole.
  private static func onlyStoresTheModel(_ explicit: ExplicitInitializer, in source: ParsedSource)
    -> Bool
  {
    let decl = explicit.decl
    return decl.signature.parameterClause.parameters.count == 1
      && decl.body?.statements.count == 1 && decl.attributes.isEmpty && decl.modifiers.isEmpty
      && decl.optionalMark == nil && decl.genericParameterClause == nil
      && decl.genericWhereClause == nil && decl.signature.effectSpecifiers == nil
      && !decl.tokens(viewMode: .sourceAccurate).contains {
        $0.leadingTrivia.contains(where: \.isComment)
          || $0.trailingTrivia.contains(where: \.isComment)
      }
      && source.wholeLineRange(of: decl) != decl.trimmedByteRange
  }

  /// The child takes the model as `@autoclosure @escaping () -> Model` and hands it to
  /// `StateObject(wrappedValue:)`, which evaluates it once per view identity: every call site,
  /// stubs included, keeps passing a model as it does now.
  private func autoclosureEdits(_ child: ChildDeclaration, receiver: Receiver) throws(Refusal)
    -> [TextEdit]
  {
    let source = child.source
    let parameterType = "@autoclosure @escaping () -> \(receiver.writtenType)"
    var edits = propertyEdits(receiver, in: child)
    if let explicit = receiver.explicitInit {
      let parameter = (explicit.parameter.secondName ?? explicit.parameter.firstName).text
      let target =
        explicit.assignment.elements.first.map { $0.trimmedDescription.hasPrefix("self.") } == true
        ? "self._" : "_"
      return edits + overwrittenValueRemoval(receiver, in: source) + [
        source.replace(explicit.parameter.type, with: parameterType),
        source.replace(
          explicit.assignment,
          with: "\(target)\(receiver.name) = StateObject(wrappedValue: \(parameter)())"),
      ]
    }
    let passed = Set(index.callSites(of: childName).flatMap(\.labels).compactMap { $0 })
    let (before, after) = try MemberwiseInitializer.parameters(
      of: child.decl, around: receiver.name, passed: passed)
    edits.append(
      try MemberwiseInitializer.insertion(
        in: child.decl, of: source,
        parameters: before.map(\.declaration) + ["\(receiver.name): \(parameterType)"]
          + after.map(\.declaration),
        statements: ["_\(receiver.name) = StateObject(wrappedValue: \(receiver.name)())"]
          + (before + after).map(\.assignment)))
    return edits
  }

  /// `, ` between parameters replacing one, or a line break where it stood on a line of its own.
  /// A one-line parameter list that the model's parameters would push past the column limit,
  /// rewritten one parameter per line; nil when the list fits, spans lines already, or holds a
  /// comment.
  private static func rewrappedSignature(
    _ explicit: ExplicitInitializer, with modelParameters: [ForwardedParameter],
    in source: ParsedSource
  ) -> TextEdit? {
    let clause = explicit.decl.signature.parameterClause
    let inside =
      clause.leftParen.endPositionBeforeTrailingTrivia
      .utf8Offset..<clause.rightParen
      .positionAfterSkippingLeadingTrivia.utf8Offset
    let content = source.file.content
    guard !content[inside].contains(UInt8(ascii: "\n")),
      !clause.tokens(viewMode: .sourceAccurate).contains(where: {
        $0.leadingTrivia.contains(where: \.isComment)
          || $0.trailingTrivia.contains(where: \.isComment)
      })
    else { return nil }
    let items = clause.parameters.flatMap { parameter in
      parameter.id == explicit.parameter.id
        ? modelParameters.map(\.declaration)
        : [parameter.with(\.trailingComma, nil).trimmedDescription]
    }
    let lineStart =
      content[..<inside.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let lineEnd = content[inside.upperBound...].firstIndex(of: UInt8(ascii: "\n")) ?? content.count
    let line =
      String(decoding: content[lineStart..<inside.lowerBound], as: UTF8.self)
      + items.joined(separator: ", ")
      + String(decoding: content[inside.upperBound..<lineEnd], as: UTF8.self)
    guard !GeneratedCodeLayout.fits(line.trimmingCharacters(in: ["\r"])) else { return nil }
    let indentation = source.indentation(ofLineAt: inside.lowerBound)
    return TextEdit(
      path: source.path, range: inside,
      replacement: GeneratedCodeLayout.wrapped(
        items, indentation: indentation, unit: source.indentationUnit(inside: indentation),
        lineEnding: source.file.lineEnding))
  }

  private static func parameterSeparator(
    replacing parameter: FunctionParameterSyntax, in source: ParsedSource
  ) -> String {
    "," + (source.lineBreak(before: parameter) ?? " ")
  }

  /// `let model = Model(…)` used only as the argument goes, and the argument builds the model
  /// itself, so the autoclosure builds it once instead of the body on every call.
  private func inlinedLocalEdits(_ site: CallSite) -> [TextEdit] {
    guard let local = site.value.localDeclaration else { return [] }
    let source = site.source
    // The construction's continuation lines keep their place relative to its first line,
    // which moves from the local's line to the argument's.
    let call = site.value.construction.call
    let (from, to) =
      Self.columnsOfAlignedArguments(call, movingTo: site.argument.expression, in: source)
      ?? (
        source.indentation(ofLineAt: local.positionAfterSkippingLeadingTrivia.utf8Offset),
        source.indentation(ofLineAt: site.argument.positionAfterSkippingLeadingTrivia.utf8Offset)
      )
    let construction = GeneratedCodeLayout.shiftingContinuationLines(
      of: call.trimmedDescription, from: from, to: to)
    return [
      source.replace(site.argument.expression, with: construction),
      TextEdit(
        path: source.path, range: source.wholeLineRangeJoiningBlankLines(of: local), replacement: ""
      ),
    ]
  }

  /// Arguments aligned under the call's parenthesis (`let model = Model(a: 1,` then `b: 2`
  /// spaced to the column after it) stay under it where the call moves: the columns, as spaces,
  /// of the call where it is and where it goes. Nil for continuation lines indented from the
  /// start of their line, which move with the line's indentation instead.
  private static func columnsOfAlignedArguments(
    _ call: FunctionCallExprSyntax, movingTo target: some SyntaxProtocol, in source: ParsedSource
  ) -> (from: String, to: String)? {
    let column = { (position: AbsolutePosition) in
      source.locationConverter.location(for: position).column - 1
    }
    let start = column(call.positionAfterSkippingLeadingTrivia)
    let destination = column(target.positionAfterSkippingLeadingTrivia)
    let continuation = call.trimmedDescription.split(whereSeparator: \.isNewline).dropFirst()
      .filter { !$0.allSatisfy(\.isWhitespace) }
    guard !continuation.isEmpty,
      continuation.allSatisfy({ $0.prefix(while: { $0 == " " }).count >= start })
    else { return nil }
    return (String(repeating: " ", count: start), String(repeating: " ", count: destination))
  }

  /// `@ObservedObject var model: Model` (or a plain `let`) becomes `@StateObject private var`;
  /// an explicit access level stays, and so does a missing one when other files read the property.
  /// The receiving property becomes `@StateObject`, or `@State` (`keeper`) for an
  /// `@Observable` model: `private` unless it has an access level, is read outside the child,
  /// or the memberwise initializer still fills it (which `private` would make private).
  private func propertyEdits(
    _ receiver: Receiver, in child: ChildDeclaration, keeper: String = "StateObject"
  ) -> [TextEdit] {
    let variable = receiver.variable
    let source = child.source
    let filledByMemberwise = keeper == "State" && receiver.explicitInit == nil
    let access =
      variable.modifiers.containsAccessLevel || filledByMemberwise
        || isReadOutsideItsDeclaration(receiver.name, child) ? "" : "private "
    let specifier = source.replace(variable.bindingSpecifier, with: "\(access)var")
    // `private(set)` restricts a setter `@StateObject` does not have; it goes.
    let setterAccess = keeper == "StateObject" ? source.removalOfSetterAccess(from: variable) : []
    guard let attribute = variable.attributes.flattenedAttributes.first,
      let wrapperName = attribute.nameToken
    else {
      // A plain `let viewModel: Model` gains the wrapper before its modifiers.
      let start = variable.modifiers.first.map { Syntax($0) } ?? Syntax(variable.bindingSpecifier)
      return [source.insert("@\(keeper) ", before: start), specifier] + setterAccess
    }
    let swap = wrapperName.text == keeper ? [] : [source.replace(wrapperName, with: keeper)]
    let keepsSpecifier = access.isEmpty && variable.bindingSpecifier.text == "var"
    return swap + (keepsSpecifier ? [] : [specifier]) + setterAccess
  }

  /// Whether code outside the child's declaration may read the property: another file reads a
  /// member of that name, or an extension of the child lives in another file.
  private func isReadOutsideItsDeclaration(_ name: String, _ child: ChildDeclaration) -> Bool {
    if !index.filesReadingMember(name, excluding: child.source.path).isEmpty { return true }
    return childCandidates.contains { declaration in
      index.extensions(of: declaration).contains { $0.path != child.source.path }
    }
  }

  // MARK: Edits at call sites

  /// `Child(viewModel: Model(id: x), title: t)` becomes `Child(id: x, title: t)`; a local
  /// `let model = Model(…)` used only there is removed with its line.
  private func callSiteEdits(_ site: CallSite) -> [TextEdit] {
    let source = site.source
    let arguments = site.value.construction.call.arguments
    var edits: [TextEdit]
    if arguments.isEmpty {
      edits = [TextEdit(path: source.path, range: removalRange(of: site), replacement: "")]
    } else {
      let firstArgument = arguments.positionAfterSkippingLeadingTrivia.utf8Offset
      let siteArgument = site.argument.positionAfterSkippingLeadingTrivia.utf8Offset
      // Arguments that start on the child's line move left by as much as `label: Model(` was
      // long, and lines aligned under them follow; arguments on lines of their own keep their
      // indentation relative to the child's.
      let content = source.file.content
      // A local's construction (`let model = Model(…)`) lies before the call.
      let sameLine =
        siteArgument < firstArgument
        && !content[siteArgument..<firstArgument].contains(UInt8(ascii: "\n"))
      let column =
        firstArgument - (content[..<firstArgument].lastIndex(of: UInt8(ascii: "\n")) ?? -1) - 1
      // Lines aligned under the construction's arguments follow them; lines indented less (a
      // closure's body, indented from the statement's line) stay where they are. A local's
      // arguments (`let model = Model(\n…`) may also move right, to the argument's deeper line.
      let reindent: (String) -> String =
        sameLine
        ? {
          GeneratedCodeLayout.shiftingAlignedLines(
            $0, by: siteArgument - firstArgument, from: column)
        }
        : {
          GeneratedCodeLayout.shiftingContinuationLines(
            of: $0, from: source.indentation(ofLineAt: firstArgument),
            to: source.indentation(ofLineAt: siteArgument))
        }
      let (range, replacement) = Self.movedArguments(
        site, in: source.file.content, reindent: reindent)
      edits = [TextEdit(path: source.path, range: range, replacement: replacement)]
    }
    if let local = site.value.localDeclaration {
      edits.append(
        TextEdit(
          path: source.path, range: source.wholeLineRangeJoiningBlankLines(of: local),
          replacement: ""))
    }
    return edits
  }

  /// What replaces `viewModel: Model(…)`: the construction's arguments with the comments
  /// around them, from after `(` (a comment there stays first) to the last argument. When a line
  /// comment ends them, the argument's own comma moves before that comment so it is not
  /// swallowed, and the comment keeps its line break unless one follows anyway.
  private static func movedArguments(
    _ site: CallSite, in content: [UInt8], reindent: (String) -> String
  ) -> (Range<Int>, String) {
    let call = site.value.construction.call
    let arguments = call.arguments
    // `Model(id: id,)`: the last argument's comma stays behind, as the child's own comma or
    // `)` follows what moves.
    let trailingComma = arguments.last?.trailingComma.map {
      $0.positionAfterSkippingLeadingTrivia
        .utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset
    }
    let raw = { (range: Range<Int>) -> String in
      guard let comma = trailingComma, range.contains(comma.lowerBound) else {
        return String(decoding: content[range], as: UTF8.self)
      }
      return String(decoding: content[range.lowerBound..<comma.lowerBound], as: UTF8.self)
        + String(
          decoding: content[min(comma.upperBound, range.upperBound)..<range.upperBound],
          as: UTF8.self)
    }
    func text(_ range: Range<Int>) -> String { reindent(raw(range)) }
    // `Child(viewModel: Model(` with one argument per line: keep the lines as they are, between
    // the child's own parentheses.
    let startsOwnLine = { (node: Syntax?) in
      node?.leadingTrivia.contains(where: \.isNewline) == true
    }
    if let open = call.leftParen, let close = call.rightParen,
      startsOwnLine(arguments.first.map(Syntax.init)), !startsOwnLine(Syntax(site.argument))
    {
      // The construction's `)` on a line of its own goes with that line when the child's
      // next argument or `)` starts a line anyway, or when the child's next argument would
      // otherwise start the line after it (`, path: $path)`), unless a comment is on it.
      let lastArgumentEnd = arguments.endPositionBeforeTrailingTrivia.utf8Offset
      let closeStart = close.positionAfterSkippingLeadingTrivia.utf8Offset
      let onlySpaceBeforeClose = content[lastArgumentEnd..<closeStart].allSatisfy {
        [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains($0)
      }
      let childGoesOnNextLine =
        site.argument.trailingComma != nil
        || site.argument.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
          .map { $0.leadingTrivia.contains(where: \.isNewline) } == true
      return (
        site.argument.rangeWithoutTrailingComma,
        raw(
          open.endPositionBeforeTrailingTrivia
            .utf8Offset..<(onlySpaceBeforeClose && childGoesOnNextLine
            ? lastArgumentEnd : closeStart))
      )
    }
    var start = arguments.positionAfterSkippingLeadingTrivia.utf8Offset
    if let paren = call.leftParen, paren.trailingTrivia.contains(where: \.isComment) {
      start =
        paren.endPositionBeforeTrailingTrivia.utf8Offset + paren.trailingTrivia.leadingSpaceLength
    }
    let argumentsEnd = arguments.endPositionBeforeTrailingTrivia.utf8Offset
    let trailing = (arguments.last?.trailingTrivia ?? []) + (call.rightParen?.leadingTrivia ?? [])
    var commentStart: Int?
    var commentEnd = argumentsEnd
    var endsWithLineBreak = false
    var offset = argumentsEnd
    for piece in trailing {
      if piece.isNewline && commentStart != nil {
        endsWithLineBreak = true
        offset += piece.sourceLength.utf8Length
        commentEnd = offset
        break
      }
      if piece.isComment && commentStart == nil { commentStart = offset }
      offset += piece.sourceLength.utf8Length
      if piece.isComment { commentEnd = offset }
    }
    let replaced = site.argument.rangeWithoutTrailingComma
    guard let commentStart, endsWithLineBreak else {
      return (replaced, text(start..<commentEnd))
    }
    guard let comma = site.argument.trailingComma else {
      return (replaced, text(start..<commentEnd))
    }
    let afterComma = content[comma.endPositionBeforeTrailingTrivia.utf8Offset...]
      .drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    let lineBreakFollows = [UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(afterComma.first)
    let comment = text(commentStart..<commentEnd).trimmingCharacters(
      in: lineBreakFollows ? .newlines : [])
    let moved = text(start..<argumentsEnd) + ", " + comment
    return (replaced.lowerBound..<comma.endPositionBeforeTrailingTrivia.utf8Offset, moved)
  }

  /// Where to delete an argument whose model takes no arguments: everything between the
  /// parentheses when it is the only one (`Child(viewModel:\n Model()\n)` becomes `Child()`).
  private func removalRange(of site: CallSite) -> Range<Int> {
    guard site.call.arguments.count == 1, let open = site.call.leftParen,
      let close = site.call.rightParen
    else { return site.argument.rangeRemovingFromList(in: site.call.arguments) }
    return open.endPositionBeforeTrailingTrivia
      .utf8Offset..<close.positionAfterSkippingLeadingTrivia.utf8Offset
  }
}
