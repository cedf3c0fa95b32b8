import SwiftSyntax

/// A child view created with a fresh view model as one of its arguments:
/// `DetailView(viewModel: DetailViewModel(id: item.id))`, `DetailView(viewModel: .init(id: 1))`,
/// or a local `let model = DetailViewModel(…)` used only as that argument.
public struct ViewModelHandOff {
  /// Where SwiftUI evaluates the call, which decides how often the construction runs.
  public enum Site: Equatable {
    /// Inside the content closure of a navigation or presentation API, named here.
    case navigationClosure(String)
    /// Inside a view's `body` or another `@ViewBuilder` member.
    case viewBody
    /// Inside a row of the lazy container named here, built again whenever the row scrolls
    /// back into view.
    case lazyRow(String)
    /// Anywhere else: previews, tests, coordinators and factories build models legitimately.
    case elsewhere
  }

  /// The call creating the child view.
  public let childCall: FunctionCallExprSyntax
  public let childName: String
  /// The child's name with the types it is nested in (`Feed.Row`), which tells it from
  /// same-named types nested elsewhere (`Strings.Row`); nil when the call's name may mean
  /// several.
  public let childQualifiedName: String?
  /// The argument carrying the model.
  public let argument: LabeledExprSyntax
  public let value: ArgumentValue
  public private(set) var site: Site
  /// The view factory holding the call, and where view content calls it, when the site is
  /// that caller's (`'AboutModule.view()' at Settings.swift:12`).
  public private(set) var factoryCall: String? = nil

  /// Every hand-off in the file, found once for all the rules that report them.
  static func all(in source: ParsedSource, context: RuleContext) -> [ViewModelHandOff] {
    context.fileMemo.value("hand-offs \(source.path)") {
      all(in: source, scope: context).map { handOff in
        if handOff.site == .elsewhere, !context.isPreviewOrTest(handOff.childCall, in: source),
          let (site, factoryCall) = factorySite(of: handOff.childCall, context: context)
        {
          var handOff = handOff
          handOff.site = site
          handOff.factoryCall = factoryCall
          return handOff
        }
        if handOff.site == .viewBody,
          let presenting = presentingSite(of: handOff.childCall, index: context.index)
        {
          var handOff = handOff
          handOff.site = presenting.site
          handOff.factoryCall =
            "'\(presenting.helper)(…)' at \(source.location(of: presenting.helperCall))"
          return handOff
        }
        // A host view in a test, one only previews create (`private struct PreviewHost:
        // View`), or a function only previews call builds its stub model as legitimately as
        // the test or preview itself.
        guard handOff.site != .elsewhere,
          context.isPreviewOrTest(handOff.childCall, in: source)
            || DeclaredTypeResolver.enclosingTypeName(of: Syntax(handOff.childCall)).map(
              context.isPreviewScaffolding) == true
        else { return handOff }
        var handOff = handOff
        handOff.site = .elsewhere
        return handOff
      }
    }
  }

  /// The presentation closure calling the view's helper that holds `call`, when that helper
  /// (`private func destination(for item: Item) -> some View`) is called only from
  /// presentation closures (`.navigationDestination(for: Item.self) { destination(for: $0) }`):
  /// the model is built when the closure runs, not on every evaluation of the view. Only a
  /// helper whose every call is in this file, and only a direct call of it.
  static func presentingSite(of call: FunctionCallExprSyntax, index: ProjectIndex) -> (
    site: Site, helper: String, helperCall: FunctionCallExprSyntax
  )? {
    guard
      let function = call.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
      function.parent?.is(MemberBlockItemSyntax.self) == true,
      isCalledOnlyInItsFile(function, index: index)
    else { return nil }
    let name = function.name.text
    var found: (site: Site, helper: String, helperCall: FunctionCallExprSyntax)?
    for token in call.root.tokens(viewMode: .sourceAccurate) where token.text == name {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
      let callee =
        reference.parent?.as(MemberAccessExprSyntax.self).flatMap {
          $0.declName.id == reference.id ? ExprSyntax($0) : nil
        } ?? ExprSyntax(reference)
      // Anything but a call (the helper passed as a function value) may run it anywhere.
      guard let helperCall = callee.parent?.as(FunctionCallExprSyntax.self),
        helperCall.calledExpression.id == callee.id
      else { return nil }
      let callerSite = site(of: helperCall, index: index)
      guard case .navigationClosure = callerSite else { return nil }
      found = found ?? (callerSite, name, helperCall)
    }
    return found
  }

  /// Whether every call of the member `function` is in its own file: it is `private`, or
  /// internal to a struct or enum this file alone declares and extends, whose member no other
  /// file reads by name (`JellyfinTabRoot.sharedDestinationView(…)`). A class's subclasses and
  /// a protocol's conforming types may call it without naming a value, from any file.
  private static func isCalledOnlyInItsFile(_ function: FunctionDeclSyntax, index: ProjectIndex)
    -> Bool
  {
    let access = function.modifiers.map(\.name.tokenKind)
    if access.contains(.keyword(.private)) || access.contains(.keyword(.fileprivate)) {
      return true
    }
    // A member of a `public extension` is public without saying so.
    let extensionAccess =
      function.ancestorOrSelf(mapping: { $0.as(ExtensionDeclSyntax.self) })?.modifiers.map(
        \.name.tokenKind) ?? []
    guard
      !(access + extensionAccess).contains(where: {
        [.keyword(.public), .keyword(.open), .keyword(.package)].contains($0)
      }),
      let owner = DeclaredTypeResolver.enclosingTypeName(of: Syntax(function)),
      case let declarations = index.allDeclarations(named: owner), !declarations.isEmpty,
      declarations.allSatisfy({ $0.kind == .struct || $0.kind == .enum }),
      let path = index.onlyFile(declaring: owner)
    else { return false }
    return index.filesReadingMember(function.name.text, excluding: path).isEmpty
  }

  /// Where view content calls the view factory holding `call` (a static function returning a
  /// view, `enum AboutModule { static func view() -> some View }`): the closure or body
  /// calling it runs it, and builds the model, as often as if the call were written there.
  /// Nil when no view content calls it.
  private static func factorySite(of call: FunctionCallExprSyntax, context: RuleContext)
    -> (Site, String)?
  {
    guard
      let function = call.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
      function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      function.signature.returnClause.map({ isViewType($0.type) }) == true,
      let owner = DeclaredTypeResolver.enclosingTypeName(of: Syntax(function))
    else { return nil }
    let name = function.name.text
    for path in context.index.filesReadingMember(name, excluding: "") {
      guard let caller = context.source(at: path) else { continue }
      for token in caller.tree.tokens(viewMode: .sourceAccurate) where token.text == name {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          member.declName.baseName.id == token.id,
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == owner,
          let factoryCall = member.parent?.as(FunctionCallExprSyntax.self),
          factoryCall.calledExpression.id == member.id,
          !context.isPreviewOrTest(factoryCall, in: caller)
        else { continue }
        let site = site(of: factoryCall, index: context.index)
        guard site != .elsewhere else { continue }
        return (site, "'\(owner).\(name)(…)' at \(caller.location(of: factoryCall))")
      }
    }
    return nil
  }

  /// Whether the file may hand a fresh model to a view: it calls a view declared in the scanned
  /// sources with an argument, and calls an `ObservableObject` or `@Observable` class
  /// by name (`Model(…)`, `Model.init(…)`, inline or in a local) or passes a call to a
  /// parameter of such a type (`.init(…)`, a factory). A file that only names the class, as
  /// a view holding its model does, or passes a model it has (`Child(model: model)`), hands
  /// nothing over.
  /// Asked by three rules, answered once per file.
  static func mayOccur(in summary: FileSummary, context: RuleContext) -> Bool {
    context.fileMemo.value("hand-off \(summary.path)") {
      let index = context.index
      // Most files build no model: that is answered per name, cheaper than asking for views.
      // A model a property starts with is the view's own; one passed to `StateObject(…)` or a
      // method is handed to no view.
      let buildsModel = summary.callSites.contains { site in
        switch site.destination {
        case .local: index.mayBeViewModelClass(site.typeName)
        case .argument(let callee):
          index.mayBeViewModelClass(site.typeName) && index.mayBeView(callee)
        case .property, .other: false
        }
      }
      return summary.callSites.contains { site in
        guard !site.labels.isEmpty, buildsModel || !site.slotsOfCalls.isEmpty,
          index.mayBeView(site.typeName)
        else { return false }
        return buildsModel
          || site.slotsOfCalls.contains { slot in
            index.receivingType(of: site.typeName, slot: slot).map(
              index.mayBeViewModelClass) == true
          }
      }
    }
  }

  /// Every hand-off of a fresh `ObservableObject` or `@Observable` model to a view declared in
  /// the scanned sources.
  private static func all(in source: ParsedSource, scope context: RuleContext)
    -> [ViewModelHandOff]
  {
    let index = context.index
    let collector = CallCollector(viewMode: .sourceAccurate)
    collector.walk(source.tree)
    return collector.calls.flatMap { call -> [ViewModelHandOff] in
      guard let child = Construction(ExprSyntax(call)) else { return [] }
      // `MyBooksView(…)` at file scope means the view, not a `Strings.MyBooksView` namespace.
      let candidates = index.declarations(named: child.typeName)
      let meant =
        Set(candidates.lazy.map(\.qualifiedName)).count > 1
        ? context.declarations(meantBy: child.typeName, at: call, inFileAt: source.path)
        : candidates
      guard index.isView(meant) == true else { return [] }
      let qualifiedNames = Set(meant.map(\.qualifiedName))
      return call.arguments.compactMap { argument in
        guard
          let value = ArgumentValue(
            argument,
            receivingType: meant.first.flatMap {
              index.receivingType(in: $0, slot: ArgumentSlot(of: argument, in: call))
            }),
          context.viewModelKind(
            ofTypeNamed: value.construction.typeName, at: argument, inFileAt: source.path) != nil,
          // A new object of a class holding nothing that changes loses nothing.
          !index.isStateless(value.construction.typeName, seenFrom: source.path)
        else { return nil }
        return ViewModelHandOff(
          childCall: call, childName: child.typeName,
          childQualifiedName: qualifiedNames.count == 1 ? qualifiedNames.first : nil,
          argument: argument, value: value, site: site(of: call, index: index))
      }
    }
  }

  /// Presentation and navigation APIs whose content closure SwiftUI may call again and again.
  static let presentationModifiers: Set<String> = [
    "navigationDestination", "sheet", "fullScreenCover", "popover",
  ]

  static func site(of call: FunctionCallExprSyntax, index: ProjectIndex) -> Site {
    var node = Syntax(call)
    while let parent = node.parent {
      defer { node = parent }
      if isEventHandler(node) { return .elsewhere }
      if let name = presentationName(containing: node, index: index) {
        return isInsideView(parent, index: index) ? .navigationClosure(name) : .elsewhere
      }
      guard parent.parent?.is(MemberBlockItemSyntax.self) == true else { continue }
      guard buildsContent(parent), isInsideView(parent, index: index) else { return .elsewhere }
      return LazyRow(containing: call, index: index).map { .lazyRow($0.container) } ?? .viewBody
    }
    return .elsewhere
  }

  /// Whether SwiftUI may evaluate `call` again, with other arguments, while the view it builds
  /// keeps its identity: in a body (rows included), or in a function building view content
  /// outside a view (`static func content(theme:) -> some View`) unless only presentation
  /// closures call it; not in a presentation closure, which builds what it presents once.
  static func mayRunAgain(_ call: FunctionCallExprSyntax, context: RuleContext) -> Bool {
    switch site(of: call, index: context.index) {
    case .viewBody: return presentingSite(of: call, index: context.index) == nil
    case .lazyRow: return true
    case .navigationClosure: return false
    case .elsewhere:
      guard isInViewContent(call) else { return false }
      // A factory nothing here calls by name may be called from a body all the same.
      guard let (site, _) = factorySite(of: call, context: context) else { return true }
      if case .navigationClosure = site { return false }
      return true
    }
  }

  /// Whether `node` lies in `body` or another member that builds view content, outside the
  /// closures SwiftUI calls on events.
  static func isInViewContent(_ node: some SyntaxProtocol) -> Bool {
    var current = Syntax(node)
    while let parent = current.parent {
      if isEventHandler(current) { return false }
      if parent.parent?.is(MemberBlockItemSyntax.self) == true { return buildsContent(parent) }
      current = parent
    }
    return false
  }

  /// `body`, a `@ViewBuilder` or `@SceneBuilder` property or function, or one whose type is a
  /// view or scene.
  private static func buildsContent(_ member: Syntax) -> Bool {
    if let variable = member.as(VariableDeclSyntax.self) { return isViewBuilder(variable) }
    guard let function = member.as(FunctionDeclSyntax.self) else { return false }
    return function.attributes.attribute(named: contentBuilders) != nil
      || function.signature.returnClause.map { isViewType($0.type) } == true
  }

  /// Modifiers and functions whose trailing closure runs on an event or later, not while
  /// SwiftUI evaluates the view: what it builds, it builds once per event.
  private static let eventHandlers: Set<String> = [
    "onAppear", "onDisappear", "task", "onTapGesture", "onLongPressGesture", "onChange",
    "onReceive", "onSubmit", "refreshable", "onEnded", "onChanged", "onDelete", "onMove",
    "onInsert", "onDrop", "onHover", "onOpenURL", "onContinueUserActivity", "onKeyPress",
    "onPreferenceChange", "onGeometryChange", "onCommand", "onExitCommand", "sink", "async",
    "asyncAfter", "withAnimation", "withTransaction", "Task", "detached",
  ]

  /// Labels of closure arguments that run on an event.
  private static let eventHandlerLabels: Set<String> = ["action", "perform", "completion"]

  /// A known action label, or a callback's `on…` (`onSend:`, `onTextChange:`).
  private static func isEventHandlerLabel(_ label: String) -> Bool {
    eventHandlerLabels.contains(label)
      || (label.hasPrefix("on") && label.dropFirst(2).first?.isUppercase == true)
  }

  /// Whether `node` is a closure SwiftUI or the app calls on an event (a button's action,
  /// `.onAppear`, `.task`, a gesture's `onEnded`, `Task { }`), not while evaluating the view.
  static func isEventHandler(_ node: Syntax) -> Bool {
    guard node.is(ClosureExprSyntax.self) else { return false }
    let call: FunctionCallExprSyntax
    if let trailing = node.parent?.as(FunctionCallExprSyntax.self),
      trailing.trailingClosure?.id == node.id
    {
      call = trailing
    } else if let argument = node.parent?.as(LabeledExprSyntax.self) {
      return argument.label.map { isEventHandlerLabel($0.text) } ?? false
    } else if let element = node.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      return isEventHandlerLabel(element.label.text)
    } else {
      return false
    }
    let callee = call.calledExpression
    let name =
      callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    // `Button("Title") { … }` and `Button { … } label: { … }` take the action first;
    // `Button(action: f) { … }` takes its label.
    if name == "Button" { return !call.arguments.contains { $0.label?.text == "action" } }
    return name.map(eventHandlers.contains) ?? false
  }

  /// The navigation or presentation API whose destination content `node` is, if any:
  /// a content closure of `.sheet`, `.navigationDestination`, …, or the `destination` of a
  /// `NavigationLink` (argument, `destination:` closure, or first trailing closure before `label:`).
  /// `index` tells which views of the sources wrap a navigation link (`LazyNavigationLink(destination:
  /// …)`), whose destination is what the link shows.
  static func presentationName(containing node: Syntax, index: ProjectIndex?) -> String? {
    let call: FunctionCallExprSyntax
    let label: String?
    let isClosure = node.is(ClosureExprSyntax.self)
    if let trailing = node.parent?.as(FunctionCallExprSyntax.self),
      trailing.trailingClosure?.id == node.id
    {
      call = trailing
      label = nil
    } else if let element = node.parent?.as(MultipleTrailingClosureElementSyntax.self),
      let owner = element.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      call = owner
      label = element.label.text
    } else if let argument = node.parent?.as(LabeledExprSyntax.self),
      let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      call = owner
      label = argument.label?.text
    } else {
      return nil
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      presentationModifiers.contains(member.declName.baseName.text)
    {
      return isClosure && label != "onDismiss" ? member.declName.baseName.text : nil
    }
    guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return nil }
    if callee != "NavigationLink" {
      let presented = index?.presentedProperties(ofViewNamed: callee) ?? []
      return label.map(presented.contains) == true ? callee : nil
    }
    let hasDestinationArgument = call.arguments.contains { $0.label?.text == "destination" }
    // `NavigationLink("Title") { Destination() }`: a title and one closure, the destination;
    // with `value:` or `destination:` the closure is the label.
    let isTitledDestination =
      call.arguments.first?.label == nil && !call.arguments.isEmpty
      && !call.arguments.contains { $0.label?.text == "value" }
    let isDestination =
      label == "destination"
      || (label == nil && !hasDestinationArgument
        && (!call.additionalTrailingClosures.isEmpty || isTitledDestination))
    return isDestination ? "NavigationLink" : nil
  }

  /// `body`, a `@ViewBuilder` member, or any member whose type is a view (`some View`,
  /// `AnyView`): all run when SwiftUI evaluates the view.
  private static func isViewBuilder(_ variable: VariableDeclSyntax) -> Bool {
    variable.singleBindingName == "body"
      || variable.attributes.attribute(named: contentBuilders) != nil
      || (variable.bindings.first?.typeAnnotation?.type).map(isViewType) == true
  }

  private static let contentBuilders: Set<String> = ["ViewBuilder", "SceneBuilder"]

  /// `some View`, `some Scene` (an app's scenes are evaluated with its `body`) or `AnyView`.
  private static func isViewType(_ type: TypeSyntax) -> Bool {
    if let opaque = type.as(SomeOrAnyTypeSyntax.self) {
      return ["View", "Scene"].contains(opaque.constraint.nominalName)
    }
    return type.nominalName == "AnyView"
  }

  /// Whether the member belongs to a view or view modifier, declared here or extended here.
  private static func isInsideView(_ node: Syntax, index: ProjectIndex) -> Bool {
    var current: Syntax? = node
    while let candidate = current {
      if let type = candidate.as(StructDeclSyntax.self) {
        return type.ownsSwiftUIState(in: index)
      }
      if let extensionDecl = candidate.as(ExtensionDeclSyntax.self) {
        // An extension at file scope names a top-level type, or one by its full path.
        return index.isView(
          index.declarations(named: extensionDecl.extendedType.qualifiedName, inside: [])) == true
      }
      // `enum Screen: View { case list, detail … var body: some View { … } }`
      if let enumDecl = candidate.as(EnumDeclSyntax.self) {
        return index.isView(enumDecl.name.text) == true
      }
      if candidate.is(ClassDeclSyntax.self) || candidate.is(ActorDeclSyntax.self) {
        return false
      }
      current = candidate.parent
    }
    return false
  }

  final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      calls.append(node)
      return .visitChildren
    }
  }
}

/// How a call site supplies a fresh model: inline, or through a local used only there.
public struct ArgumentValue {
  public let construction: Construction
  /// The `let model = Model(…)` statement when the argument names a local.
  public let localDeclaration: CodeBlockItemSyntax?
  /// `try` or `await` written before the construction, which no initializer can move.
  public let effect: String?
  /// Another use of the local the argument names (`router.route(to: .details(model))`), which
  /// would see a different object once the child builds its own.
  public let otherUseOfLocal: TokenSyntax?
  /// The model comes from a factory call (`.make(…)`, `Model.preview()`,
  /// `container.makeModel()`), which a fix can defer but not move into the child.
  public let isFactory: Bool

  /// `receivingType` resolves `.init(…)`: the type of the parameter the argument binds to.
  public init?(_ argument: LabeledExprSyntax, receivingType: String?) {
    let expression = argument.expression.withoutEffects
    let effect =
      expression.id == argument.expression.id
      ? nil : argument.expression.firstToken(viewMode: .sourceAccurate)?.text
    if let construction = Construction(expression, contextualType: receivingType) {
      self.init(construction, effect: effect)
      return
    }
    if let receivingType, let call = expression.as(FunctionCallExprSyntax.self),
      Self.isFactory(call, of: receivingType)
    {
      self.init(
        Construction(factory: call, typeName: receivingType), effect: effect, isFactory: true)
      return
    }
    guard let reference = argument.expression.as(DeclReferenceExprSyntax.self),
      let (statement, construction, otherUse) = Self.localConstruction(
        named: reference.baseName.text, usedBy: reference, receivingType: receivingType)
    else { return nil }
    self.init(construction, effect: effect, local: statement, otherUse: otherUse)
  }

  private init(
    _ construction: Construction, effect: String?, local: CodeBlockItemSyntax? = nil,
    otherUse: TokenSyntax? = nil, isFactory: Bool = false
  ) {
    self.construction = construction
    self.effect = effect
    localDeclaration = local
    otherUseOfLocal = otherUse
    self.isFactory = isFactory
  }

  /// A call that yields a new `type`: a static member of the type itself (`.make(…)`,
  /// `Model.preview(…)`, which must return it to bind to the parameter), or a method whose name
  /// says it makes one (`container.makeModel()`, `Factory.createModel(…)`).
  private static func isFactory(_ call: FunctionCallExprSyntax, of type: String) -> Bool {
    guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    guard let base = callee.base else { return true }
    if base.as(DeclReferenceExprSyntax.self)?.baseName.text
      == type.split(separator: ".").last
      .map(String.init)
    {
      return true
    }
    let name = callee.declName.baseName.text
    return ["make", "create", "build", "new"].contains { prefix in
      name.hasPrefix(prefix)
        && name.dropFirst(prefix.count).first.map { $0.isUppercase || $0 == "(" } ?? true
    }
  }

  /// The statement `let name = T(…)` in an enclosing block, and another use of `name` in that
  /// block besides `reference`, if any.
  private static func localConstruction(
    named name: String, usedBy reference: DeclReferenceExprSyntax, receivingType: String?
  ) -> (CodeBlockItemSyntax, Construction, TokenSyntax?)? {
    var node = Syntax(reference)
    // A closure with parameters (a `ForEach` row, a `map`) may run many times with one local:
    // that local is shared, not fresh per call.
    var crossedRepeatingClosure = false
    while let parent = node.parent {
      defer { node = parent }
      if let closure = parent.as(ClosureExprSyntax.self), closure.signature != nil {
        crossedRepeatingClosure = true
      }
      guard let block = parent.as(CodeBlockItemListSyntax.self) else { continue }
      for item in block {
        guard let variable = item.item.as(VariableDeclSyntax.self),
          variable.bindingSpecifier.tokenKind == .keyword(.let),
          variable.singleBindingName == name,
          let value = variable.bindings.first?.initializer?.value,
          let construction = Construction(value, contextualType: receivingType)
        else { continue }
        // The name before the local's end is another declaration's, which the local shadows
        // (`let viewModel = Model(store: viewModel.store)`).
        let uses = block.tokens(viewMode: .sourceAccurate).filter {
          $0.tokenKind == .identifier(name) && $0.parent?.is(DeclReferenceExprSyntax.self) == true
            && $0.position >= item.endPosition
        }
        guard !crossedRepeatingClosure else { return nil }
        return (item, construction, uses.first { $0.id != reference.baseName.id })
      }
      // Not declared in this block: look in the enclosing one (a `body` around a `VStack`).
    }
    return nil
  }
}

extension ProjectIndex {
  /// The declared type of the parameter `slot` of the view `name`: its explicit initializers'
  /// parameter, or for the memberwise initializer the stored property of that name.
  func receivingType(of name: String, slot: ArgumentSlot) -> String? {
    declarations(named: name).first.flatMap { receivingType(in: $0, slot: slot) }
  }

  /// The same, for the declaration a call means: a type nested in the view or a type around
  /// it by its path (`DSKAuthView.ViewModel`), as the call site cannot name it otherwise.
  func receivingType(in view: TypeSummary, slot: ArgumentSlot) -> String? {
    let written: String?
    if !view.initializers.isEmpty {
      let types = view.initializers.compactMap { slot.parameter(in: $0.parameters)?.type }
      written = Set(types).count == 1 ? types.first : nil
    } else {
      written = view.storedProperties.first { $0.name == slot.label }?.type
    }
    return written.map { resolve(Self.nominalName($0), inside: view.qualifiedName) }
  }

  /// `Model` for `Model`, `Model?` or `Feature.Model` written as text.
  static func nominalName(_ type: String) -> String {
    let trimmed = type.trimmingCharacters(in: ["?", "!", " "])
    let withoutGenerics = trimmed.split(separator: "<").first.map(String.init) ?? trimmed
    return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
  }
}
