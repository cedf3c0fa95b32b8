import SwiftSyntax

/// `@State` stores an `ObservableObject` but never subscribes to it, so the view does not
/// refresh when the object's `@Published` properties change.
///
/// Before:
/// ```swift
/// @State private var settings = SettingsModel()
/// ```
/// After:
/// ```swift
/// @StateObject private var settings = SettingsModel()
/// ```
public struct ReplaceStateWithStateObject: Rule {
  public let id = "state-observable-object"
  public let summary =
    "Keep an ObservableObject a view creates in '@StateObject', and one its caller keeps in '@ObservedObject', not '@State'."
  public let rationale = """
    '@State' keeps a value alive across view updates but does not subscribe to an \
    ObservableObject's 'objectWillChange', so changes to its '@Published' properties never \
    refresh the view. '@StateObject' keeps the object alive for the view's lifetime and \
    observes it. The fix swaps the attribute when the property is initialised with a fresh \
    instance of a class the project declares as an ObservableObject (not '@Observable', which \
    '@State' supports). A model passed in becomes '@ObservedObject' when every caller \
    (previews and tests aside) passes one it keeps: its own '@StateObject', '@ObservedObject', \
    '@EnvironmentObject' or '@State', or a 'static let' shared instance; the fix is unsafe when \
    a caller passes on a plain property it was given. An optional '@State' model the view \
    creates, or one passed in otherwise, is reported without a fix: '@StateObject' cannot be \
    optional or reassigned, so its owner must be decided by hand. Models the view never shows \
    (whose properties it reads only in actions and methods, or which it only hands to a child \
    that observes them), stand-in views made for previews, and classes that never publish (no \
    wrapped property, no 'objectWillChange') are left alone: '@State' keeps them on purpose \
    without observing them, and '@StateObject' would refresh the view on every change.
    """
  public let isEnabledByDefault = true
  public let fixKind = FixKind.safe

  public init() {}

  public func mayFind(summary: FileSummary, context: RuleContext) -> Bool {
    summary.containsWord("State") && context.mayMentionObservableObjectClass(summary)
      && context.mayWrapClass(
        in: summary, wrappers: ["State"], where: context.index.mayBeObservableObjectClass)
  }

  public func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    WrappedProperty.all(["State"], in: source.tree).compactMap { property in
      // The preview check reads other files: only for properties the rule would report.
      guard property.isInstalledBySwiftUI,
        let found = finding(for: property, source, context),
        !context.isPreviewScaffolding(property.owner.name.text)
      else { return nil }
      return found
    }
  }

  private func finding(
    for property: WrappedProperty, _ source: ParsedSource, _ context: RuleContext
  ) -> Finding? {
    let index = context.index
    let (variable, binding, name) = (property.variable, property.binding, property.name)
    let declaredType = binding.typeAnnotation?.type
    let construction = binding.initializer.flatMap {
      Construction($0.value, contextualType: declaredType?.nominalName)
    }
    // The written path (`Command.MouseModel`) tells a nested struct from a model of the same name.
    guard let typeName = construction?.typeName ?? declaredType?.qualifiedName,
      context.viewModelKind(ofTypeNamed: typeName, at: variable, inFileAt: source.path)
        == .observableObject,
      index.declarations(named: typeName).contains(where: { Self.mayPublish($0, context) })
    else { return nil }

    let usage = PropertyUsage(of: name, in: property.owner.memberBlock)
    // A model the view never shows is not worth a finding: read only in actions and methods,
    // or handed to a child that observes it, '@State' keeps it without the view being
    // invalidated on every change, which '@StateObject' would add.
    guard usage.otherUses.contains(where: Self.showsMember) else { return nil }
    if declaredType?.isOptional == true {
      // Only a view that creates the object and shows its properties owns it; otherwise the
      // optional holds a reference someone else owns or shows (a cached object, a controller,
      // a `.sheet(item:)` selection the sheet's own view observes).
      let creates =
        construction != nil
        || usage.assignments.contains {
          Construction($0.value, contextualType: typeName)?.typeName.split(separator: ".").last
            == typeName.split(separator: ".").last
        }
      guard creates else { return nil }
      return source.finding(id, at: variable, message: .optionalModel(name, typeName))
    }
    let swap =
      [source.replace(property.wrapperName, with: "StateObject")]
      + source.removalOfSetterAccess(from: variable)
    guard construction != nil else {
      // No initial value: `init` may create the model with `_x = State(initialValue: …)`.
      switch StateObjectCreation.plan(
        for: name, usage: usage, replacing: "State", contextualType: typeName,
        projectionWasBinding: true, in: source)
      {
      case .none:
        // Every call site building a fresh one: the hand-off rules move it into the view.
        if case .fix = ChildViewMigration(
          childName: property.owner.name.text,
          childQualifiedName: (property.owner.enclosingTypePath + [property.owner.name.text])
            .joined(separator: "."), slot: .labelled(name), context: context
        ).plan() {
          return source.finding(id, at: variable, message: .modelBuiltByCallers(name, typeName))
        }
        switch CallerOwnedModel.of(
          property, usage: usage, modelType: typeName, source: source, context: context)
        {
        case .success(let owned):
          return observedObjectFinding(property, usage, typeName, owned, source)
        case .failure(let undecided):
          return source.finding(
            id, at: variable,
            message: .modelNotCreatedInline(
              name, typeName,
              undecided.blockingCall ?? passedAt(property, index).map { "\($0) passes one" }))
        }
      case .mixedOwnership:
        return source.finding(
          id, at: variable,
          message: .modelNotCreatedInline(
            name, typeName, passedAt(property, index).map { "\($0) passes one" }))
      case .blocked(_, let blocker):
        return source.finding(id, at: variable, message: .cannotSwap(name, typeName, blocker))
      case .fix(_, let edits, let applicability, _, _):
        if let blocker = extensionBlocker(property, source, context) {
          return source.finding(id, at: variable, message: .cannotSwap(name, typeName, blocker))
        }
        return source.finding(
          id, at: variable, message: .useStateObject(name, typeName),
          fix: Fix(edits: swap + edits, applicability: applicability))
      }
    }
    if let blocker = usage.blockerForStateObject(name, in: source, projectionWasBinding: true)
      ?? extensionBlocker(property, source, context)
    {
      return source.finding(id, at: variable, message: .cannotSwap(name, typeName, blocker))
    }
    return source.finding(
      id, at: variable, message: .useStateObject(name, typeName), fix: Fix(edits: swap))
  }
}

extension ReplaceStateWithStateObject {
  /// What the view's extensions do with the property that `@StateObject` does not allow.
  fileprivate func extensionBlocker(
    _ property: WrappedProperty, _ source: ParsedSource, _ context: RuleContext
  ) -> String? {
    PropertyUsage.extensionBlocker(
      of: property.owner, in: source, name: property.name, context: context,
      projectionWasBinding: true)
  }

  /// Whether a use reads one of the object's members where the view shows it: in its content
  /// (`body`, a builder, outside event handlers), a computed property content may read, or a
  /// method content calls (`Text(summary())`), not one only actions call.
  fileprivate static func showsMember(_ use: TokenSyntax) -> Bool {
    guard readsMember(use) else { return false }
    if ViewModelHandOff.isInViewContent(use) { return true }
    var current = Syntax(use)
    while let parent = current.parent {
      if ViewModelHandOff.isEventHandler(current) { return false }
      if let item = parent.parent?.as(MemberBlockItemSyntax.self) {
        if let variable = parent.as(VariableDeclSyntax.self) {
          return variable.bindings.first?.accessorBlock != nil
        }
        guard let method = parent.as(FunctionDeclSyntax.self),
          let members = item.parent?.as(MemberBlockItemListSyntax.self)
        else { return false }
        return members.tokens(viewMode: .sourceAccurate).contains {
          $0.tokenKind == .identifier(method.name.text) && isCall($0)
            && ViewModelHandOff.isInViewContent($0)
        }
      }
      current = parent
    }
    return false
  }

  /// Whether `name` is what a call calls: `name(…)` or `self.name(…)`.
  private static func isCall(_ name: TokenSyntax) -> Bool {
    guard let reference = name.parent?.as(DeclReferenceExprSyntax.self) else { return false }
    let callee =
      reference.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init)
      ?? ExprSyntax(reference)
    return callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id
  }

  /// Whether a use of the property reads one of the object's members (`model.title`,
  /// `model?.title`, `self.model!.title`), directly or through the name an `if let` binds it to.
  fileprivate static func readsMember(_ use: TokenSyntax) -> Bool {
    guard var expression = use.nameExpression else { return false }
    while let parent = expression.parent,
      parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self),
      let unwrapped = parent.as(ExprSyntax.self)
    {
      expression = unwrapped
    }
    if expression.parent?.as(MemberAccessExprSyntax.self)?.base?.id == expression.id {
      return true
    }
    guard
      let binding = expression.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
        OptionalBindingConditionSyntax.self),
      let alias = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let branch = binding.ancestorOrSelf(mapping: { $0.as(IfExprSyntax.self) })?.body
    else { return false }
    return branch.tokens(viewMode: .sourceAccurate).contains {
      $0.tokenKind == .identifier(alias) && $0.parent?.is(DeclReferenceExprSyntax.self) == true
        && readsMember($0)
    }
  }

  /// Whether an object of `type` can tell observers it changed: a wrapped stored property
  /// (`@Published`, `@AppStorage`, a custom wrapper), or `objectWillChange` named in its
  /// declaration or an extension, here or in a superclass. One that never does is held in
  /// '@State' on purpose, to keep it without observing it.
  fileprivate static func mayPublish(_ type: TypeSummary, _ context: RuleContext, depth: Int = 0)
    -> Bool
  {
    let index = context.index
    if depth > 8 || type.storedProperties.contains(where: { $0.wrapper != nil }) { return true }
    for part in [type] + index.extensions(of: type) {
      guard let source = context.source(at: part.path),
        let decl = DeclarationLocator.decl(at: part.offset, in: source.tree)
      else { return true }
      if decl.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "objectWillChange" }) {
        return true
      }
    }
    guard let first = type.writtenInheritedTypes.first.map(ProjectIndex.simpleName),
      !silentInheritedTypes.contains(first)
    else { return false }
    let inherited = index.inheritedDeclarations(of: type, named: first)
    // A superclass outside the scanned sources may publish.
    guard !inherited.isEmpty else { return true }
    return inherited.contains { $0.kind == .class && mayPublish($0, context, depth: depth + 1) }
  }

  /// What a class may list first that adds no way of publishing.
  private static let silentInheritedTypes: Set<String> = [
    "ObservableObject", "NSObject", "Identifiable", "Equatable", "Hashable", "Sendable",
    "Codable", "CustomStringConvertible",
  ]

  /// Every caller passes a model it keeps: the view observes it with `@ObservedObject`, and
  /// `_model = State(initialValue: model)` in `init` becomes `ObservedObject(initialValue:)`.
  fileprivate func observedObjectFinding(
    _ property: WrappedProperty, _ usage: PropertyUsage, _ typeName: String,
    _ owned: CallerOwnedModel, _ source: ParsedSource
  ) -> Finding {
    let name = property.name
    let initial = usage.initializerAssignments
    if let blocker = usage.blockerForStateObject(
      name, in: source, projectionWasBinding: true, rewritten: Set(initial.map(\.target.id)),
      keeper: "ObservedObject")
    {
      return source.finding(
        id, at: property.variable, message: .cannotSwap(name, typeName, blocker))
    }
    var edits = [source.replace(property.wrapperName, with: "ObservedObject")]
    for assignment in initial where assignment.assignsWrapper {
      guard let call = assignment.value.as(FunctionCallExprSyntax.self) else { continue }
      let callee =
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
        ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(
          DeclReferenceExprSyntax.self)?.baseName
      if let callee, callee.text == "State" {
        edits.append(source.replace(callee, with: "ObservedObject"))
      } else if callee != nil {
        return source.finding(
          id, at: property.variable,
          message: .cannotSwap(
            name, typeName,
            "its wrapper '_\(name)' is built at \(source.location(of: call)), which the fix does not rewrite; change the wrapper by hand"
          ))
      }
    }
    let unsafe = !owned.passedOnSites.isEmpty
    return source.finding(
      id, at: property.variable,
      message: .observeCallersModel(name, typeName, passedOn: owned.passedOnSites),
      fix: Fix(edits: edits, applicability: unsafe ? .unsafe : .safe))
  }

  /// A call site passing the view its model, for the person deciding who owns it.
  fileprivate func passedAt(_ property: WrappedProperty, _ index: ProjectIndex) -> String? {
    index.callSites(of: property.owner.name.text).first { $0.labels.contains(property.name) }
      .map(\.location)
  }
}

extension String {
  fileprivate static func useStateObject(_ name: String, _ type: String) -> String {
    "use '@StateObject' for '\(name)' so the view observes '\(type)'"
  }

  fileprivate static func optionalModel(_ name: String, _ type: String) -> String {
    "'@State' does not observe optional ObservableObject '\(type)' in '\(name)'; "
      + "'@StateObject' cannot be optional, so create it in the view's 'init' or pass it in"
  }

  fileprivate static func modelBuiltByCallers(_ name: String, _ type: String) -> String {
    "'@State' does not observe ObservableObject '\(type)' in '\(name)'; every call site builds "
      + "a new one, and 'viewmodel-in-body' or 'viewmodel-in-navigation-closure' moves it into "
      + "the view as a '@StateObject' with them"
  }

  fileprivate static func modelNotCreatedInline(_ name: String, _ type: String, _ site: String?)
    -> String
  {
    "'@State' does not observe ObservableObject '\(type)' in '\(name)'; "
      + "it is passed in rather than created here"
      + (site.map { " (\($0))" } ?? "")
      + ", so decide its owner by hand: '@StateObject' if the view should own it, "
      + "'@ObservedObject' if the caller does"
  }

  fileprivate static func observeCallersModel(_ name: String, _ type: String, passedOn: [String])
    -> String
  {
    "'@State' does not observe ObservableObject '\(type)' in '\(name)'; every caller passes "
      + "one it keeps, so observe it with '@ObservedObject'"
      + (passedOn.isEmpty
        ? ""
        : "; unsafe: \(passedOn.listedInProse) \(passedOn.count == 1 ? "passes" : "pass") a "
          + "property the calling view was given, and if that view's own caller builds a new "
          + "one on each update, '@ObservedObject' follows each new one where '@State' kept the first")
  }

  fileprivate static func cannotSwap(_ name: String, _ type: String, _ reason: String) -> String {
    "'@State' does not observe ObservableObject '\(type)' in '\(name)'; "
      + "not fixed because \(reason)"
  }
}
