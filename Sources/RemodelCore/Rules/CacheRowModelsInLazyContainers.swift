import SwiftSyntax

/// Lazy containers (`LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`, `List`) discard rows
/// scrolled out of view and build them again when they return. A row that owns its model in
/// `@StateObject`, or whose model its parent builds at the call site, loses it with the row:
/// the data reloads and the row's state is gone.
///
/// Before:
/// ```swift
/// LazyVStack {
///     ForEach(viewModel.articles) { article in
///         ArticleRow(viewModel: ArticleRowViewModel(article: article))
///     }
/// }
/// ```
/// After (unsafe):
/// ```swift
/// LazyVStack {
///     ForEach(viewModel.articles) { article in
///         ArticleRow(viewModel: viewModel.articleRowViewModel(for: article))
///     }
/// }
/// // FeedViewModel keeps `articleRowCache: [Article.ID: ArticleRowViewModel]` and finds or
/// // creates the model in `articleRowViewModel(for:)`; ArticleRow observes it.
/// ```
public struct CacheRowModelsInLazyContainers: Rule {
  public let id = "stateobject-in-lazy-container"
  public let summary = "Keep the view models of lazy rows in the parent's view model."
  public let rationale = """
    'LazyVStack', 'LazyHStack', 'LazyVGrid', 'LazyHGrid' and 'List' build rows as they scroll \
    into view and discard them when they leave it. A row view that owns a '@StateObject' loses \
    its model with the row, and gets a new one, reloading its data and losing its state, each \
    time it comes back; a model built at the row's call site is rebuilt on every evaluation \
    too. A view of the sources that lays out the content it is given in one of them (a \
    refreshable 'List', a grid calling its cell builder per item) builds such rows too. Moving construction into the row's '@StateObject' would only trade one problem for \
    the other, so 'viewmodel-in-body' leaves such rows to this rule. Where the parent holds an \
    ObservableObject view model and the row's model is built from the row's element (and that \
    model's own members) alone, the \
    fix keeps one model per element in the parent's model (a private cache and a \
    find-or-create method), the row asks for it and observes it with '@ObservedObject'. A row \
    that builds its own model in its 'init' from what its call sites pass, or in the \
    property's declaration, gets the same fix when every call site is a lazy row of such a parent (previews and tests build a model of \
    their own): the row's 'init' takes the model and observes it. The fix is unsafe: a cached model keeps the element it was built from, and models of removed \
    elements stay in the cache as long as the parent's model lives.
    """
  public let isEnabledByDefault = true
  public let fixKind = FixKind.unsafe

  public init() {}

  public func mayFind(summary: FileSummary, context: RuleContext) -> Bool {
    // A lazy row calls a view inside a lazy container, handing it a model or calling a view
    // that holds a `@StateObject`.
    (LazyRow.containers.contains(where: summary.containsWord)
      || summary.callSites.contains {
        context.index.customLazyContainer(named: ProjectIndex.simpleName($0.typeName)) != nil
      })
      && (ViewModelHandOff.mayOccur(in: summary, context: context)
        || summary.callSites.contains { site in
          context.index.isView(site.typeName) == true
            && context.index.declarations(named: site.typeName).contains {
              $0.storedProperties.contains { $0.wrapper == "StateObject" }
            }
        })
  }

  public func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    let index = context.index
    let handOffs = ViewModelHandOff.all(in: source, context: context).compactMap {
      handOff -> (ViewModelHandOff, LazyRow)? in
      // An `@Observable` row model has no `@StateObject` to discard; the cache holds
      // `ObservableObject`s.
      guard case .lazyRow = handOff.site,
        let row = LazyRow(containing: handOff.childCall, index: index),
        index.isObservable(handOff.value.construction.typeName) != true
      else { return nil }
      return (handOff, row)
    }
    let builtAtCallSite = handOffs.map { handOff, row in
      let model = handOff.value.construction.typeName
      return finding(
        at: handOff.argument, in: source,
        message: .rebuiltPerRow(model, handOff.childName, row.container),
        outcome: RowModelCache.plan(for: handOff, row: row, source: source, context: context))
    }
    let reported = Set(handOffs.map(\.0.childCall.id))
    let collector = ViewModelHandOff.CallCollector(viewMode: .sourceAccurate)
    collector.walk(source.tree)
    let owningRows = collector.calls.compactMap { call -> Finding? in
      guard !reported.contains(call.id), let child = Construction(ExprSyntax(call)),
        index.declarations(named: child.typeName).count == 1,
        let view = index.declarations(named: child.typeName).first,
        index.isView(child.typeName) == true,
        case .lazyRow(let container) = ViewModelHandOff.site(of: call, index: index),
        let property = view.storedProperties.first(where: {
          $0.wrapper == "StateObject" && Self.createsFreshObject($0, in: view, context)
        })
      else { return nil }
      let model =
        property.type.map(ProjectIndex.nominalName)
        ?? property.defaultValue.map { String($0.prefix { $0 != "(" }) } ?? "its model"
      return finding(
        at: call, in: source,
        message: .ownsModelPerRow(child.typeName, property.name, model, container),
        outcome: OwnedRowModelCache(
          rowName: child.typeName, propertyName: property.name, context: context
        ).plan())
    }
    return builtAtCallSite + owningRows
  }

  private func finding(
    at node: some SyntaxProtocol, in source: ParsedSource, message: String,
    outcome: MigrationOutcome
  ) -> Finding {
    switch outcome {
    case .fix(let fix, _):
      return source.finding(id, at: node, message: message, fix: fix)
    case .refused(let reason):
      return source.finding(id, at: node, message: message + "; not fixed because " + reason)
    case .notApplicable:
      return source.finding(id, at: node, message: message)
    }
  }

  /// Whether each row builds its own object: a construction as the default value or in
  /// `init` (`_model = StateObject(wrappedValue: Model(…))`), not a shared one (`= .shared`) or
  /// one passed in, which outlive the row.
  private static func createsFreshObject(
    _ property: StoredProperty, in view: TypeSummary, _ context: RuleContext
  ) -> Bool {
    guard let source = context.source(at: view.path),
      let decl = DeclarationLocator.structDecl(at: view.offset, in: source.tree),
      let variable = decl.memberBlock.flattenedDecls.lazy.compactMap({
        $0.as(VariableDeclSyntax.self)
      }).first(where: { $0.singleBindingName == property.name }),
      let binding = variable.bindings.first
    else { return false }
    let type = binding.typeAnnotation?.type.nominalName
    if let value = binding.initializer?.value {
      return Construction(value, contextualType: type) != nil
    }
    return PropertyUsage(of: property.name, in: decl.memberBlock).initializerAssignments.contains {
      guard $0.assignsWrapper, let wrapper = $0.value.as(FunctionCallExprSyntax.self),
        let argument = wrapper.arguments.first, wrapper.arguments.count == 1
      else { return false }
      return Construction(argument.expression, contextualType: type) != nil
    }
  }
}

extension String {
  fileprivate static func rebuiltPerRow(_ model: String, _ row: String, _ container: String)
    -> String
  {
    "keep one '\(model)' per element in the parent's view model: '\(container)' builds a new "
      + "one for every '\(row)' it shows, also when a row scrolls back into view"
  }

  fileprivate static func ownsModelPerRow(
    _ row: String, _ property: String, _ model: String, _ container: String
  ) -> String {
    "'\(row)' owns '\(model)' in '@StateObject' '\(property)' and is a row of '\(container)', "
      + "which discards it whenever the row scrolls out of view; keep one per element in the "
      + "parent's view model and pass it in"
  }
}
