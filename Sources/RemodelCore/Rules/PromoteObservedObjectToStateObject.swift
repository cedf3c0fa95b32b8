import SwiftSyntax

/// A view that creates the object it holds in `@ObservedObject` (or in a plain property) owns
/// it, but SwiftUI does not know that: every time the parent re-creates the view, a new object
/// replaces the old one and its state is lost.
///
/// Before:
/// ```swift
/// @ObservedObject var model = CounterModel()
/// init(id: Int) { self.detail = DetailModel(id: id) }
/// ```
/// After:
/// ```swift
/// @StateObject var model = CounterModel()
/// init(id: Int) { self._detail = StateObject(wrappedValue: DetailModel(id: id)) }
/// ```
public struct PromoteObservedObjectToStateObject: Rule {
  public let id = "observed-object-owned"
  public let summary = "Make a view that creates its ObservableObject own it with '@StateObject'."
  public let rationale = """
    '@ObservedObject' is for objects someone else owns: SwiftUI does not keep them alive. When \
    a view creates the object itself, in the property's default value or in its own 'init', \
    every re-creation of the view by its parent builds a new object, dropping state, \
    subscriptions and in-flight work. '@StateObject' creates the object once per view identity \
    and keeps it. The fix swaps the attribute and turns assignments in 'init' into \
    '_model = StateObject(wrappedValue: …)', also where 'init' replaces the property's default \
    with an object of its own (the default goes when every 'init' does); when the object is \
    built from what 'init' receives, the fix is unsafe, because '@StateObject' keeps the \
    object built from the first values while '@ObservedObject' followed every new one. An 'init' that sets up the object \
    the property creates ('model.load(id: id)', 'model.order = order') would set up a \
    throwaway object under '@StateObject': the property loses its default, and each 'init' \
    builds the object and runs that setup in the closure it passes to \
    'StateObject(wrappedValue: { … }())', which SwiftUI runs once; unsafe when the setup reads \
    what 'init' receives, refused when it reads the view's other properties or the locals of \
    'init', when 'init' may return before it, and in an 'App', whose 'init' runs its setup at \
    launch. Callers that pass an object they \
    build in the call, in place of the view's own default, keep doing so: the parameter (or \
    the memberwise initializer's, under '@StateObject') takes it as an autoclosure, built once \
    per view identity, unsafe when the call may run again with other arguments. A caller \
    passing an object it has keeps the view as it is when only previews use the view's own, \
    and is reported otherwise. Properties whose value comes from outside \
    (an injected parameter, 'Store.shared', a factory call) are left alone; a property created \
    in one initializer and injected in another is reported without a fix. A view that keeps \
    the object it creates in a plain property ('let model = Model()', or 'self.model = \
    Model(…)' in 'init', which becomes '_model = StateObject(wrappedValue: Model(…))' as above, \
    or 'State(wrappedValue:)') owns it no better: that property gets '@StateObject' too \
    (unsafe, as the view then also observes the object), or \
    '@State' for an '@Observable' class (safe, unless another file may read the property from \
    outside the view); so does an '@Observable' model in '@Bindable var model = Model()', \
    which binds without keeping (refused where '$model' is used as a whole, which '@State' \
    would make a 'Binding'); an app, created once, and a dynamic property are left alone.
    """
  public let isEnabledByDefault = true
  public let fixKind = FixKind.safe

  public init() {}

  public func mayFind(summary: FileSummary, context: RuleContext) -> Bool {
    Self.mayCreateObservedObject(summary) || Self.mayKeepModelUnwrapped(summary, context)
  }

  /// Whether a struct in the file has an `@ObservedObject` it may create: one with an initial
  /// value, or any when the struct declares an initializer.
  private static func mayCreateObservedObject(_ summary: FileSummary) -> Bool {
    summary.types.contains { type in
      type.kind == .struct
        && type.storedProperties.contains { property in
          property.mayBeWrapped(by: ["ObservedObject"])
            && (property.defaultValue != nil || !type.initializers.isEmpty)
        }
    }
  }

  /// Whether a struct in the file has a plain stored property whose initial value names a
  /// class that may be a view model (`private let model = Model()`), or of such a type when the
  /// struct declares an initializer, which may create it.
  private static func mayKeepModelUnwrapped(_ summary: FileSummary, _ context: RuleContext)
    -> Bool
  {
    summary.types.contains { type in
      type.kind == .struct
        && type.storedProperties.contains { property in
          (property.wrapper == nil || property.wrapper == "Bindable")
            && (property.defaultValue != nil || !type.initializers.isEmpty)
            && property.typeName.map(context.index.mayBeViewModelClass) == true
        }
    }
  }

  /// Library types a view builds in `init` to observe what it is passed, on purpose: The
  /// Composable Architecture's `ViewStore(store, observe: …)` (its documented pattern before
  /// `@ObservableState`) follows the store it is given, which `@StateObject` would freeze.
  private static let derivedObservers: Set<String> = ["ViewStore", "ViewStoreOf"]

  public func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    let index = context.index
    let observed = WrappedProperty.all(["ObservedObject"], in: source.tree) {
      $0.ownsSwiftUIState(in: index)
    }
    .compactMap { property -> Finding? in
      // The preview check reads other files: only for properties the rule would report.
      guard property.isInstalledBySwiftUI, let found = finding(for: property, source, context),
        !context.isPreviewScaffolding(property.owner.name.text)
      else { return nil }
      return found
    }
    return observed + unwrappedModelFindings(source, context)
  }

  /// `let model = Model()` in a view: a new object each time the parent re-creates the view,
  /// owned by no one. An app is created once, and a dynamic property may keep a plain object as
  /// a cache it must not observe, so their plain properties are left alone.
  private func unwrappedModelFindings(_ source: ParsedSource, _ context: RuleContext)
    -> [Finding]
  {
    let index = context.index
    return TypeDeclarationFinder.find(in: source.tree).structs.filter { owner in
      owner.ownsSwiftUIState(in: index)
        && owner.inheritanceClause?.inheritedTypes.contains {
          ["App", "DynamicProperty"].contains($0.type.nominalName)
        } != true
    }
    .flatMap { owner in
      owner.memberBlock.flattenedDecls.compactMap { decl -> Finding? in
        guard let variable = decl.as(VariableDeclSyntax.self),
          variable.attributes.isEmpty || Self.bindableAttribute(of: variable) != nil,
          !variable.isStatic, !variable.modifiers.contains(where: { $0.name.text == "lazy" }),
          let name = variable.singleBindingName, let binding = variable.bindings.first,
          binding.isStored,
          let found = unwrappedModelFinding(owner, variable, binding, name, source, context),
          !context.isPreviewScaffolding(owner.name.text)
        else { return nil }
        return found
      }
    }
  }

  /// `@Bindable` alone, which lets a view bind to an `@Observable` model's properties without
  /// keeping the model: `@Bindable var model = Model()` owns it no better than `let` does.
  private static func bindableAttribute(of variable: VariableDeclSyntax) -> AttributeSyntax? {
    guard variable.attributes.count == 1,
      let attribute = variable.attributes.first?.as(AttributeSyntax.self),
      attribute.attributeName.nominalName == "Bindable", attribute.arguments == nil
    else { return nil }
    return attribute
  }

  private func unwrappedModelFinding(
    _ view: StructDeclSyntax, _ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax,
    _ name: String, _ source: ParsedSource, _ context: RuleContext
  ) -> Finding? {
    let index = context.index
    let declaredType = binding.typeAnnotation?.type.nominalName
    guard let value = binding.initializer?.value else {
      return createdInInitializerFinding(view, variable, binding, name, source, context)
    }
    guard let construction = Construction(value, contextualType: declaredType),
      declaredType.map({ $0 == construction.typeName }) != false
    else { return nil }
    let typeName = construction.typeName
    let bindable = Self.bindableAttribute(of: variable)
    // An '@Observable' model is already observed where it is read; it only needs an owner.
    let keeper: String
    switch context.viewModelKind(ofTypeNamed: typeName, at: value, inFileAt: source.path) {
    case .observable: keeper = "State"
    case .observableObject where bindable == nil: keeper = "StateObject"
    case .observableObject, nil: return nil
    }
    guard let usages = usagesWorthOwning(typeName, at: value, in: view, name, source, context)
    else { return nil }
    if let blocker = usages.lazy.compactMap({
      // `$model` alone is a `Bindable<Model>` under `@Bindable`, a `Binding<Model>` under
      // `@State`; `$model.title` is a `Binding<String>` under both.
      $0.usage.blockerForStateObject(
        name, in: $0.file, projectionWasBinding: bindable != nil, keeper: keeper)
    }).first {
      return source.finding(
        id, at: variable, message: .cannotOwn(name, typeName, keeper, blocker))
    }
    // `StateObject` holds an `ObservableObject`, which an optional is not.
    if keeper == "StateObject", let optional = binding.typeAnnotation?.type,
      optional.is(OptionalTypeSyntax.self)
        || optional.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    {
      return source.finding(
        id, at: variable,
        message: .cannotOwn(
          name, typeName, keeper,
          "it is declared '\(optional.trimmedDescription)', and '@StateObject' cannot hold an optional; declare it '\(typeName)' if the view always has one, or let the parent own it and pass it in"
        ))
    }
    // A preview passing a stub through the memberwise initializer still can under '@StateObject'.
    if variable.bindingSpecifier.tokenKind == .keyword(.var),
      let injection = index.callSites(of: view.name.text).first(where: {
        $0.labels.contains(name) && !context.isInPreview($0)
      })
    {
      guard Self.someAppCallLeavesIt(to: view.name.text, labels: [name], context) else {
        return nil
      }
      return source.finding(
        id, at: variable, message: .injectedByCaller(name, typeName, injection.location))
    }
    var edits = [
      bindable.map { source.replace($0.attributeName, with: keeper) }
        ?? source.insert("@\(keeper) ", before: variable)
    ]
    if variable.bindingSpecifier.tokenKind == .keyword(.let) {
      edits.append(source.replace(variable.bindingSpecifier, with: "var"))
    }
    let hazard = ownershipHazards(name, typeName, keeper, variable, source, index)
      .joined(separator: "; ")
    return source.finding(
      id, at: variable,
      message: .own(name, typeName, keeper, hazard: hazard.isEmpty ? nil : hazard),
      fix: Fix(edits: edits, applicability: hazard.isEmpty ? .safe : .unsafe))
  }

  /// The view's uses of the property (in the struct and in its extensions) when the object is
  /// worth owning: it keeps state, and the view uses it. A model that stores nothing (a
  /// namespace for actions) loses nothing when a new one replaces it.
  private func usagesWorthOwning(
    _ typeName: String, at value: ExprSyntax, in view: StructDeclSyntax, _ name: String,
    _ source: ParsedSource, _ context: RuleContext
  ) -> [(usage: PropertyUsage, file: ParsedSource)]? {
    let declarations = context.declarations(meantBy: typeName, at: value, inFileAt: source.path)
    if !declarations.isEmpty, declarations.allSatisfy({ keepsNoState($0, context.index) }) {
      return nil
    }
    // Views often keep 'body' in the struct and its parts in extensions.
    let usages =
      [(usage: PropertyUsage(of: name, in: view.memberBlock), file: source)]
      + PropertyUsage.inExtensions(of: view, in: source, name: name, context: context)
    return usages.contains(where: {
      !$0.usage.otherUses.isEmpty || !$0.usage.readsInInitializers.isEmpty
    }) ? usages : nil
  }

  /// What changes for code reading the property once a wrapper keeps it. Code outside the view
  /// (a hosting controller setting a callback on it) gets an object the wrapper does not keep;
  /// '@StateObject' also subscribes the view to the object, whose body then runs again on every
  /// change it publishes, while '@State' changes nothing an '@Observable' model's readers see.
  /// Only a module that sees the view can read its property.
  private func ownershipHazards(
    _ name: String, _ typeName: String, _ keeper: String, _ variable: VariableDeclSyntax,
    _ source: ParsedSource, _ index: ProjectIndex
  ) -> [String] {
    let outsideReader =
      variable.modifiers.contains(where: { $0.name.text == "private" })
      ? nil
      : index.filesReadingMember(name, excluding: source.path).first {
        index.sees(declaredIn: source.path, from: $0)
      }
    return
      (outsideReader.map {
        [
          "\($0) may read '\(name)' from outside the view, where '@\(keeper)' does not hold the view's object"
        ]
      } ?? [])
      + (keeper == "StateObject"
        ? [
          "the view starts observing '\(typeName)', so its body runs again whenever the object publishes a change"
        ] : [])
  }

  /// `let model: Model` that every `init` fills with a new object (`self.model = Model(…)`): a
  /// new object each time the parent re-creates the view, as with a default. Its construction
  /// moves into `StateObject(wrappedValue:)` (`State(wrappedValue:)` for an `@Observable`
  /// model), as for an `@ObservedObject` `init` creates.
  private func createdInInitializerFinding(
    _ view: StructDeclSyntax, _ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax,
    _ name: String, _ source: ParsedSource, _ context: RuleContext
  ) -> Finding? {
    guard let annotation = binding.typeAnnotation?.type, Self.bindableAttribute(of: variable) == nil
    else { return nil }
    let usage = PropertyUsage(of: name, in: view.memberBlock)
    guard
      let construction = usage.initializerAssignments.lazy.compactMap({
        StateObjectCreation($0, replacing: "ObservedObject", contextualType: annotation.nominalName)
      }).first?.construction,
      let kind = context.viewModelKind(
        ofTypeNamed: construction.typeName, at: construction.call, inFileAt: source.path),
      usagesWorthOwning(
        construction.typeName, at: ExprSyntax(construction.call), in: view, name, source, context)
        != nil
    else { return nil }
    let typeName = construction.typeName
    // An '@Observable' model is already observed where it is read; it only needs an owner.
    let keeper = kind == .observable ? "State" : "StateObject"
    // `@StateObject` holds an `ObservableObject`, which an optional is not.
    if keeper == "StateObject",
      annotation.is(OptionalTypeSyntax.self)
        || annotation.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    {
      return nil
    }
    let extensionBlocker = PropertyUsage.extensionBlocker(
      of: view, in: source, name: name, context: context, projectionWasBinding: false)
    switch StateObjectCreation.plan(
      for: name, usage: usage, replacing: "ObservedObject", contextualType: annotation.nominalName,
      projectionWasBinding: false, keeper: keeper, in: source)
    {
    case .none, .mixedOwnership:
      return nil
    case .blocked(_, let reason):
      return source.finding(id, at: variable, message: .cannotOwn(name, typeName, keeper, reason))
    case .fix(_, let edits, let applicability, let defaultArgumentLabels, let setUpAt):
      if let extensionBlocker {
        return source.finding(
          id, at: variable, message: .cannotOwn(name, typeName, keeper, extensionBlocker))
      }
      // An object a caller may pass through a default argument is the caller's to share.
      guard defaultArgumentLabels.isEmpty else { return nil }
      // `State(wrappedValue:)` takes a value, not a closure: the setup would still run on each
      // new object `init` builds and `@State` drops.
      if keeper == "State", let setUpAt {
        return source.finding(
          id, at: variable,
          message: .cannotOwn(
            name, typeName, keeper,
            "'init' sets it up at \(setUpAt), which would still run on every object 'init' builds, not only the one '@State' keeps; move that setup into a 'task' or migrate by hand"
          ))
      }
      let declaration =
        [source.insert("@\(keeper) ", before: variable)]
        + (variable.bindingSpecifier.tokenKind == .keyword(.let)
          ? [source.replace(variable.bindingSpecifier, with: "var")] : [])
      let hazards =
        (applicability == .unsafe
          ? [
            "'\(typeName)' is built from what 'init' receives, and '@\(keeper)' keeps the one built from the first values"
          ]
          : [])
        + ownershipHazards(name, typeName, keeper, variable, source, context.index)
      let hazard = hazards.joined(separator: "; ")
      return source.finding(
        id, at: variable,
        message: .own(name, typeName, keeper, hazard: nil)
          + (setUpAt.map { .setUpOnce(at: $0, readsInputs: false) } ?? "")
          + (hazard.isEmpty ? "" : "; unsafe: " + hazard),
        fix: Fix(edits: declaration + edits, applicability: hazard.isEmpty ? .safe : .unsafe))
    }
  }

  private func finding(
    for property: WrappedProperty, _ source: ParsedSource, _ context: RuleContext
  ) -> Finding? {
    let index = context.index
    let (variable, binding, name, view) = (
      property.variable, property.binding, property.name, property.owner
    )
    let declaredType = binding.typeAnnotation?.type.nominalName
    if let declaredType, Self.derivedObservers.contains(declaredType),
      index.declarations(named: declaredType).isEmpty
    {
      return nil
    }
    let usage = PropertyUsage(of: name, in: view.memberBlock)
    // What the view's extensions do with the property, which the fix does not rewrite.
    let extensionBlocker = PropertyUsage.extensionBlocker(
      of: view, in: source, name: name, context: context, projectionWasBinding: false)
    // `@StateObject` is read-only, so a `private(set)` goes with the swap.
    let swapAttribute =
      [source.replace(property.wrapperName, with: "StateObject")]
      + source.removalOfSetterAccess(from: variable)

    // `init` replaces the default with an object of its own (`model = Model(…)`), which is the
    // one to keep: its assignments are rewritten below, and the default stays for the others.
    let initializersCreate =
      !usage.initializerAssignments.isEmpty
      && usage.initializerAssignments.allSatisfy {
        StateObjectCreation($0, replacing: "ObservedObject", contextualType: declaredType) != nil
      }
    if let initializer = binding.initializer, !initializersCreate {
      guard let construction = Construction(initializer.value, contextualType: declaredType),
        !Self.derivedObservers.contains(construction.typeName)
          || !index.declarations(named: construction.typeName).isEmpty
      else { return nil }
      let type = construction.typeName
      let injection = index.callSites(of: view.name.text).first { $0.labels.contains(name) }
      var setup: [InitializerSetup]?
      var setupBlocker: String?
      let initializers = view.memberBlock.flattenedDecls.compactMap {
        $0.as(InitializerDeclSyntax.self)
      }
      switch InitializerSetup.outcome(
        of: name, reads: usage.readsInInitializers, initializers: initializers, in: source)
      {
      case .setup(let found)
      where injection == nil && initializerCount(view, index) == initializers.count:
        setup = found
      case .setup:
        setupBlocker = usage.readsInInitializers.first.map {
          PropertyUsage.throwawayRead(of: name, at: $0, in: source)
        }
      case .blocked(let reason): setupBlocker = reason
      case nil: break
      }
      if let blocker = usage.blockerForStateObject(
        name, in: source, projectionWasBinding: false, setupMoves: true) ?? setupBlocker
        ?? extensionBlocker
      {
        return source.finding(
          id, at: variable, message: .cannotPromote(name, construction.typeName, blocker))
      }
      if let setup {
        return setUpInInitializer(setup, variable, binding, construction, swapAttribute, source)
      }
      guard let injection else {
        return source.finding(
          id, at: variable, message: .promoteDefault(name, type), fix: Fix(edits: swapAttribute))
      }
      // The memberwise initializer takes the value of a wrapper whose 'init(wrappedValue:)' is
      // an autoclosure as an autoclosure: under '@StateObject', what a caller builds in the call
      // is built once per view identity, and a preview's stub is kept as it is passed.
      let hasMemberwiseInitializer = !view.memberBlock.members.contains {
        $0.decl.is(InitializerDeclSyntax.self)
      }
      let passing = index.callSites(of: view.name.text).filter {
        $0.labels.contains(name) && !context.isInPreview($0)
      }
      let passed = Self.objects(
        passedBy: passing, to: view.name.text, labels: [name], type, context)
      if hasMemberwiseInitializer, case .built(let built) = passed {
        let handOver = Self.handOver(built, view: view.name.text, memberwise: true)
        return source.finding(
          id, at: variable, message: .promoteDefault(name, type) + handOver.note,
          fix: Fix(edits: swapAttribute, applicability: handOver.isUnsafe ? .unsafe : .safe))
      }
      // A caller that passes an object it has through the memberwise initializer shares it;
      // '@StateObject' would keep only the first one it receives.
      guard Self.someAppCallLeavesIt(to: view.name.text, labels: [name], context) else {
        return nil
      }
      let holder = if case .held(let site) = passed { site } else { injection }
      return source.finding(
        id, at: variable, message: .injectedByCaller(name, type, holder.location))
    }

    switch StateObjectCreation.plan(
      for: name, usage: usage, replacing: "ObservedObject", contextualType: declaredType,
      projectionWasBinding: false, in: source)
    {
    case .none:
      return nil
    case .mixedOwnership(let typeName, let creating, let passing):
      return source.finding(
        id, at: variable,
        message: .mixedOwnership(
          name, typeName, creatingAt: source.location(of: creating),
          passingAt: source.location(of: passing)))
    case .blocked(let typeName, let blocker):
      return source.finding(id, at: variable, message: .cannotPromote(name, typeName, blocker))
    case .fix(let typeName, let edits, let applicability, let defaultArgumentLabels, let setUpAt):
      if let extensionBlocker {
        return source.finding(
          id, at: variable, message: .cannotPromote(name, typeName, extensionBlocker))
      }
      let passing = index.callSites(of: view.name.text).filter { site in
        site.labels.contains { $0.map(defaultArgumentLabels.contains) == true }
          && !context.isInPreview(site)
      }
      // A real caller passing an object it has keeps sharing it only under '@ObservedObject'.
      // One passing an object it builds there hands it over: the autoclosure parameter the fix
      // makes builds it once per view identity, and no call site changes.
      switch Self.objects(
        passedBy: passing, to: view.name.text, labels: defaultArgumentLabels, typeName, context)
      {
      case .held(let holder):
        guard
          defaultArgumentLabels.count < usage.initializerAssignments.count
            || Self.someAppCallLeavesIt(to: view.name.text, labels: defaultArgumentLabels, context)
        else { return nil }
        return source.finding(
          id, at: variable, message: .injectedByCaller(name, typeName, holder.location))
      case .built(let built):
        let handOver = Self.handOver(built, view: view.name.text, memberwise: false)
        return source.finding(
          id, at: variable,
          message: .promoteInitializer(
            name, typeName, setUpAt: setUpAt, keepsFirstArguments: applicability == .unsafe)
            + handOver.note,
          fix: Fix(
            edits: swapAttribute + edits
              + defaultEveryInitializerReplaces(binding, usage, view, declaredType, index, source),
            applicability: applicability == .unsafe || handOver.isUnsafe ? .unsafe : .safe))
      }
    }
  }

  /// `@ObservedObject var model = Model()` that `init` sets up (`model.load(id: id)`): the
  /// property loses its default, and `init` builds the object and runs that setup in the
  /// closure it passes to `StateObject(wrappedValue:)`, once per view identity.
  private func setUpInInitializer(
    _ setup: [InitializerSetup], _ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax,
    _ construction: Construction, _ swapAttribute: [TextEdit], _ source: ParsedSource
  ) -> Finding? {
    guard let name = variable.singleBindingName, let value = binding.initializer?.value,
      let first = setup.first
    else { return nil }
    let readsInputs = setup.contains(where: \.readsInputs)
    let annotation = binding.typeAnnotation?.type.trimmedDescription
    let dropDefault = Self.removalOfDefault(binding, value: value, construction, source)
    return source.finding(
      id, at: variable,
      message: .promoteDefault(name, construction.typeName)
        + .setUpOnce(at: first.location(in: source), readsInputs: readsInputs),
      fix: Fix(
        edits: swapAttribute + [dropDefault]
          + setup.flatMap {
            $0.edits(
              property: name, construction: value.trimmedDescription,
              constructionIndent: source.indentation(
                ofLineAt: value.positionAfterSkippingLeadingTrivia.utf8Offset),
              declaredType: annotation, in: source)
          },
        applicability: readsInputs ? .unsafe : .safe))
  }

  /// The removal of a default that every initializer replaces with an object of its own, in a
  /// statement of its body: no `init` leaves the default in place.
  private func defaultEveryInitializerReplaces(
    _ binding: PatternBindingSyntax, _ usage: PropertyUsage, _ view: StructDeclSyntax,
    _ declaredType: String?, _ index: ProjectIndex, _ source: ParsedSource
  ) -> [TextEdit] {
    guard let value = binding.initializer?.value,
      let construction = Construction(value, contextualType: declaredType)
    else { return [] }
    let initializers = view.memberBlock.flattenedDecls.compactMap {
      $0.as(InitializerDeclSyntax.self)
    }
    let assigning = Set(
      usage.initializerAssignments.compactMap { assignment -> SyntaxIdentifier? in
        guard let initializer = assignment.initializer,
          let statement = assignment.target.ancestorOrSelf(mapping: {
            $0.as(CodeBlockItemSyntax.self)
          }),
          statement.parent?.parent?.id == initializer.body?.id
        else { return nil }
        return initializer.id
      })
    guard assigning.count == initializers.count, initializerCount(view, index) == initializers.count
    else { return [] }
    return [Self.removalOfDefault(binding, value: value, construction, source)]
  }

  /// `var model = Model()` becomes `var model: Model`, for initializers that all build it.
  private static func removalOfDefault(
    _ binding: PatternBindingSyntax, value: ExprSyntax, _ construction: Construction,
    _ source: ParsedSource
  ) -> TextEdit {
    let annotation = binding.typeAnnotation?.type.trimmedDescription
    let callee = construction.call.calledExpression
    let typeText =
      annotation
      ?? (callee.as(MemberAccessExprSyntax.self).flatMap {
        $0.declName.baseName.tokenKind == .keyword(.`init`) ? $0.base?.trimmedDescription : nil
      } ?? callee.trimmedDescription)
    let declarationEnd =
      (binding.typeAnnotation.map { Syntax($0) } ?? Syntax(binding.pattern))
      .endPositionBeforeTrailingTrivia.utf8Offset
    return TextEdit(
      path: source.path,
      range: declarationEnd..<value.endPositionBeforeTrailingTrivia.utf8Offset,
      replacement: annotation == nil ? ": \(typeText)" : "")
  }

  /// How many initializers the view has, in its declaration and its extensions alike.
  private func initializerCount(_ view: StructDeclSyntax, _ index: ProjectIndex) -> Int {
    let declarations = index.declarations(named: view.name.text)
    return (declarations + declarations.flatMap(index.extensions(of:))).flatMap(\.initializers)
      .count
  }

  /// The finding's note on objects callers build in the call, which an autoclosure parameter
  /// now builds once per view identity, and whether that is unsafe: a call that may run again
  /// with other arguments.
  private static func handOver(_ built: [FreshObject], view: String, memberwise: Bool)
    -> (note: String, isUnsafe: Bool)
  {
    guard !built.isEmpty else { return ("", false) }
    let changing = built.first { !$0.keepsItsArguments }
    let callers = Set(built.map(\.location))
    return (
      .builtByCallers(callers.sorted(), view: view, memberwise: memberwise)
        + (changing.map {
          .keepsFirstCallersArguments($0, view: view, onlyCaller: callers.count == 1)
        } ?? ""),
      changing != nil
    )
  }

  /// Whether a call of the view outside previews and tests passes none of `labels`, leaving the
  /// view to create its own object. When every such call passes one, the app's callers own the
  /// object, and only previews see the one the view would create.
  private static func someAppCallLeavesIt(
    to viewName: String, labels: [String], _ context: RuleContext
  ) -> Bool {
    context.index.callSites(of: viewName).contains { site in
      !site.labels.contains { $0.map(labels.contains) == true } && !context.isInPreview(site)
        && context.source(at: site.path).map(context.isTestFile) != true
    }
  }

  /// What the calls pass for the parameters `labels`: objects each builds right in the call, or
  /// the first call passing one it has (or one whose call cannot be read).
  private static func objects(
    passedBy sites: [CallSite], to viewName: String, labels: [String], _ typeName: String,
    _ context: RuleContext
  ) -> PassedObjects {
    var found: [FreshObject] = []
    for site in sites {
      guard let source = context.source(at: site.path) else { return .held(by: site) }
      let calls = ChildCallFinder.calls(of: viewName, in: source.tree).filter {
        source.locationConverter.location(for: $0.positionAfterSkippingLeadingTrivia).line
          == site.line
      }
      guard !calls.isEmpty else { return .held(by: site) }
      for call in calls {
        for argument in call.arguments
        where argument.label.map({ labels.contains($0.text) }) == true {
          guard let construction = Construction(argument.expression, contextualType: typeName),
            construction.typeName.split(separator: ".").last
              == typeName.split(separator: ".").last
          else { return .held(by: site) }
          let changing = construction.call.arguments.first { !$0.expression.isLiteral }
          found.append(
            FreshObject(
              location: site.location,
              keepsItsArguments:
                changing == nil || !ViewModelHandOff.mayRunAgain(call, context: context),
              changingArgument: changing.map {
                $0.label?.text ?? $0.expression.trimmedDescription
              }))
        }
      }
    }
    return .built(found)
  }
}

private enum PassedObjects {
  case built([FreshObject])
  case held(by: CallSite)
}

/// A call passing a view a fresh object: where, and whether an object built once per view
/// identity there sees the arguments one built on every call would.
private struct FreshObject {
  let location: String
  let keepsItsArguments: Bool
  /// The first argument that may change, for the message.
  let changingArgument: String?
}

/// A class with no stored instance property that inherits only protocols (or `NSObject`).
private func keepsNoState(_ type: TypeSummary, _ index: ProjectIndex) -> Bool {
  type.kind == .class && type.storedProperties.isEmpty
    && type.inheritedTypes.allSatisfy { name in
      let declared = index.declarations(named: name)
      return declared.isEmpty
        ? ["NSObject", "ObservableObject", "Observable", "Sendable"].contains(name)
        : declared.allSatisfy { $0.kind == .protocol }
    }
}

extension String {
  fileprivate static func own(_ name: String, _ type: String, _ keeper: String, hazard: String?)
    -> String
  {
    "keep '\(name)' in '@\(keeper)': the view creates its '\(type)' without owning it, so each "
      + "time the parent re-creates the view a new one replaces it"
      + (hazard.map { "; unsafe: " + $0 } ?? "")
  }

  fileprivate static func cannotOwn(
    _ name: String, _ type: String, _ keeper: String, _ reason: String
  ) -> String {
    "'\(name)' creates its '\(type)' and should keep it in '@\(keeper)'; not fixed because "
      + reason
  }

  fileprivate static func promoteDefault(_ name: String, _ type: String) -> String {
    "use '@StateObject' for '\(name)': the view creates its '\(type)' and must own it"
  }

  fileprivate static func setUpOnce(at location: String, readsInputs: Bool) -> String {
    "; 'init' sets it up at \(location), which now runs once, on the object SwiftUI keeps, in "
      + "the closure that builds it inside 'StateObject(wrappedValue:)'"
      + (readsInputs
        ? "; unsafe: that setup reads what 'init' receives, and '@StateObject' keeps the object "
          + "set up with the first values" : "")
  }

  fileprivate static func promoteInitializer(
    _ name: String, _ type: String, setUpAt: String?, keepsFirstArguments: Bool
  ) -> String {
    "use '@StateObject' for '\(name)' and create '\(type)' in 'StateObject(wrappedValue:)'"
      + (setUpAt.map { .setUpOnce(at: $0, readsInputs: false) } ?? "")
      + (keepsFirstArguments
        ? "; unsafe: '\(type)' is built from what 'init' receives, and '@StateObject' keeps the "
          + "one built from the first values" : "")
  }

  fileprivate static func builtByCallers(_ locations: [String], view: String, memberwise: Bool)
    -> String
  {
    let callers = Array(Set(locations)).sorted()
    let initializer = memberwise ? "its memberwise initializer" : "'\(view).init'"
    return "; \(initializer) takes it as an autoclosure, so the one "
      + "\(callers.listedInProse) \(callers.count == 1 ? "builds" : "build") in the call is built "
      + "once per view identity and no call site changes"
  }

  fileprivate static func keepsFirstCallersArguments(
    _ object: FreshObject, view: String, onlyCaller: Bool
  ) -> String {
    "; unsafe: the object keeps the \(object.changingArgument.map { "'\($0)'" } ?? "arguments") "
      + "it is first built with \(onlyCaller ? "there" : "at \(object.location)") while "
      + "'\(view)' stays on screen; give the "
      + "view an '.id(…)' if it must be rebuilt when that changes"
  }

  fileprivate static func mixedOwnership(
    _ name: String, _ type: String, creatingAt creating: String, passingAt passing: String
  ) -> String {
    "decide who owns '\(name)': the initializer at \(creating) creates its '\(type)' and the one "
      + "at \(passing) takes it from the caller; keep one way, then run the fix again"
  }

  fileprivate static func injectedByCaller(_ name: String, _ type: String, _ caller: String)
    -> String
  {
    "decide who owns '\(name)': the view creates its '\(type)' but \(caller) passes one in; let "
      + "every caller pass one (and drop the view's own), or none, then run the fix again"
  }

  fileprivate static func cannotPromote(_ name: String, _ type: String, _ reason: String) -> String
  {
    "'\(name)' creates its '\(type)' and should use '@StateObject'; not fixed because \(reason)"
  }
}
