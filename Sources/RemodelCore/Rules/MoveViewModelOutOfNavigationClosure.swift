/// A navigation or presentation closure that builds the destination's view model creates a new
/// model whenever SwiftUI calls the closure, which it may do many times for one presentation.
///
/// Before:
/// ```swift
/// .navigationDestination(item: $selection) { item in
///     DetailView(viewModel: DetailViewModel(id: item.id, api: api))
/// }
/// struct DetailView: View {
///     @ObservedObject var viewModel: DetailViewModel
/// }
/// ```
/// After:
/// ```swift
/// .navigationDestination(item: $selection) { item in
///     DetailView(id: item.id, api: api)
/// }
/// struct DetailView: View {
///     @StateObject private var viewModel: DetailViewModel
///     init(id: Item.ID, api: API) {
///         _viewModel = StateObject(wrappedValue: DetailViewModel(id: id, api: api))
///     }
/// }
/// ```
public struct MoveViewModelOutOfNavigationClosure: Rule {
  public let id = "viewmodel-in-navigation-closure"
  public let summary =
    "Build a destination's view model in the destination's '@StateObject', not in the navigation closure."
  public let rationale = """
    SwiftUI may call the content closure of 'navigationDestination', 'NavigationLink', 'sheet', \
    'fullScreenCover' and 'popover' many times for one presentation. A view model constructed \
    there is a new object each time: state resets, observers and network calls are duplicated, \
    and the old instances leak until SwiftUI lets go of them. The fix moves the construction \
    into the child view: every call site passes the model's initializer arguments instead, the \
    child holds the model in '@StateObject' (whose autoclosure runs once per view identity) and \
    gets an initializer that builds it. The child and all its call sites, previews and tests \
    included, change together or not at all. When some call site passes a model its parent \
    already owns, the child legitimately observes a shared model: the finding is reported \
    without a fix, as it is when the model's initializer cannot be resolved. An '@Observable' \
    model cannot be built once per view identity ('State(wrappedValue:)' takes a value, not an \
    autoclosure), so a child holding one in a plain or '@Bindable' property keeps it in \
    '@State' instead: it keeps the first model it is given, and no call site changes. A class \
    holding nothing that can change (only constants of value types or closures) is not \
    reported: a new one loses nothing. Nor is a model built in the argument of a child whose \
    memberwise initializer fills a '@StateObject' property: that initializer takes it as an \
    autoclosure, as 'StateObject(wrappedValue:)' does, so it is built once per view identity \
    already.
    """
  public let isEnabledByDefault = true
  public let fixKind = FixKind.safe

  public init() {}

  public func mayFind(summary: FileSummary, context: RuleContext) -> Bool {
    ViewModelHandOff.mayOccur(in: summary, context: context)
  }

  public func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    ViewModelHandOff.findings(ruleID: id, in: source, context: context) {
      if case .navigationClosure = $0 { return true }
      return false
    }
  }
}
