/// A view whose `body` constructs a child's view model creates a new model on every body
/// evaluation, throwing away the child's state each time its parent updates.
///
/// Before:
/// ```swift
/// ForEach(items) { item in
///     RowView(viewModel: RowViewModel(item: item))
/// }
/// ```
/// After:
/// ```swift
/// ForEach(items) { item in
///     RowView(item: item)
/// }
/// // RowView: @StateObject private var viewModel: RowViewModel, built in RowView.init(item:)
/// ```
public struct MoveViewModelOutOfBody: Rule {
  public let id = "viewmodel-in-body"
  public let summary =
    "Build a child's view model in the child's '@StateObject', not in the parent's 'body'."
  public let rationale = """
    'body' and every '@ViewBuilder' member run whenever SwiftUI re-evaluates the view. A view \
    model constructed there, inline, through '.init(…)', in a 'ForEach' row or in a local \
    'let', is a new object on every evaluation, so the child loses its state and duplicates \
    its work. The fix moves the construction into the child: call sites pass the model's \
    initializer arguments, the child holds the model in '@StateObject' and builds it in its \
    own initializer, and the child with all its call sites changes as one unit. A model built \
    once keeps its first arguments, so the fix is safe only for literal arguments and needs \
    '--unsafe-fixes' where the arguments may change while the child stays on screen (a \
    'ForEach' element edited in place keeps its id); add '.id(…)' to the child if it must be \
    rebuilt. A child holding an '@Observable' model in a plain or '@Bindable' property keeps \
    it in '@State' instead, which keeps the first one and changes no call site ('@State' \
    cannot build a model lazily). Models the parent already owns and passes down are reported \
    without a fix: \
    observing a shared model is legitimate. An object built straight into \
    '.environmentObject(…)' in a view's or app's 'body' moves into a '@StateObject' property of \
    that view or app when its arguments are literals (unsafe when they name only types and \
    their members, 'Client()' or 'Config.season', which the property evaluates once, and when \
    'body' builds it in one branch of an 'if' or 'switch' only, as the property builds it \
    whichever branch runs), and is reported otherwise; an \
    '@Observable' one built into '.environment(…)' moves into a '@State' property the same way. \
    A class holding nothing that can change (only constants of value types or closures: a row's \
    presentation of a value, a router wrapping callbacks) is not reported: a new one loses \
    nothing, and one kept from the first evaluation would show stale values. Nor is a model \
    built in the argument of a child whose memberwise initializer fills a '@StateObject' \
    property: that initializer takes it as an autoclosure, as 'StateObject(wrappedValue:)' \
    does, so it is built once per view identity already.
    """
  public let isEnabledByDefault = true
  public let fixKind = FixKind.unsafe

  public init() {}

  public func mayFind(summary: FileSummary, context: RuleContext) -> Bool {
    ViewModelHandOff.mayOccur(in: summary, context: context)
      || summary.callSites.contains { site in
        [.argument(of: "environmentObject"), .argument(of: "environment")].contains(
          site.destination) && context.index.mayBeViewModelClass(site.typeName)
      }
  }

  public func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    ViewModelHandOff.findings(ruleID: id, in: source, context: context) { $0 == .viewBody }
      + EnvironmentObjectConstruction.findings(ruleID: id, in: source, context: context)
  }
}
