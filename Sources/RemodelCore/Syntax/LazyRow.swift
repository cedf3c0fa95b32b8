import SwiftSyntax

/// Where a view is built once per row of a lazy container (`LazyVStack`, `LazyHStack`,
/// `LazyVGrid`, `LazyHGrid`, `List`, or a view of the sources laying out its content in one):
/// SwiftUI discards rows scrolled out of view and builds them again, so whatever a row owns
/// lives only as long as it is on screen.
struct LazyRow {
  /// The container whose rows are built: `LazyVStack`, `List`, ….
  let container: String
  /// The closure building one row: the content of a `ForEach`, or of `List(data) { … }`.
  let rowBuilder: ClosureExprSyntax
  /// The data the rows come from (`viewModel.items`), and how each element is identified.
  let data: ExprSyntax
  let idKeyPath: KeyPathExprSyntax?

  static let containers: Set<String> = [
    "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "List",
  ]

  /// How a view of the sources lays out the content its caller passes lazily.
  enum ContainerKind: Sendable {
    /// In a lazy container (`List { content }`): each row of a `ForEach` in that content is a
    /// lazy row, as in `List { ForEach(…) { … } }`.
    case wrapper
    /// One row per element (`List { ForEach(data) { content($0) } }`): its content closure
    /// builds each row, as `List(data) { … }`'s does.
    case rowBuilder
  }

  /// The views of the sources that lay out their content lazily, from where each places it:
  /// in a lazy container, or in another such view.
  static func customContainers(hosts: [String: [ContentHosts]]) -> [String: ContainerKind] {
    var kinds: [String: ContainerKind] = [:]
    func isLazy(_ callers: Set<String>) -> Bool {
      callers.contains { containers.contains($0) || kinds[$0] != nil }
    }
    var grew = true
    while grew {
      grew = false
      for (name, declarations) in hosts where kinds[name] == nil {
        if declarations.contains(where: { isLazy($0.perElement) }) {
          kinds[name] = .rowBuilder
        } else if declarations.contains(where: { isLazy($0.whole) }) {
          kinds[name] = .wrapper
        } else {
          continue
        }
        grew = true
      }
    }
    return kinds
  }

  /// The lazy row that `node` is built in; nil when it is built once (a `ForEach` in a
  /// `VStack`, a fixed list of views).
  init?(containing node: some SyntaxProtocol, index: ProjectIndex) {
    var current = Syntax(node)
    var row: (closure: ClosureExprSyntax, call: FunctionCallExprSyntax)?
    while let parent = current.parent {
      defer { current = parent }
      // A member of a type: the view's `body` or helper ends the search.
      if parent.is(MemberBlockItemSyntax.self) { return nil }
      guard let closure = current.as(ClosureExprSyntax.self),
        let call = Self.call(takingContent: closure),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { continue }
      let custom = Self.containers.contains(callee) ? nil : index.customLazyContainer(named: callee)
      let data = call.arguments.first { $0.label == nil }?.expression
      if row == nil,
        data != nil && (callee == "ForEach" || callee == "List")
          || custom == .rowBuilder
      {
        row = (closure, call)
        if callee != "ForEach" {
          self.init(container: callee, row: closure, call: call)
          return
        }
        continue
      }
      if let row, Self.containers.contains(callee) || custom != nil {
        self.init(container: callee, row: row.closure, call: row.call)
        return
      }
    }
    return nil
  }

  private init(container: String, row: ClosureExprSyntax, call: FunctionCallExprSyntax) {
    self.container = container
    rowBuilder = row
    data =
      (call.arguments.first { $0.label == nil } ?? call.arguments.first)?.expression
      ?? ExprSyntax(call)
    idKeyPath = call.arguments.first { $0.label?.text == "id" }?.expression.as(
      KeyPathExprSyntax.self)
  }

  /// The call whose view content `closure` is: as its trailing closure or `content:` argument.
  private static func call(takingContent closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self),
      call.trailingClosure?.id == closure.id
    {
      return call
    }
    guard let argument = closure.parent?.as(LabeledExprSyntax.self),
      argument.label?.text == "content"
    else { return nil }
    return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
  }

  /// The row closure's single parameter (`item` in `{ item in … }`), nil for `$0` or none.
  var elementName: String? {
    guard let signature = rowBuilder.signature else { return nil }
    switch signature.parameterClause {
    case .simpleInput(let names) where names.count == 1:
      return names.first?.name.text
    case .parameterClause(let clause) where clause.parameters.count == 1:
      return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
    default:
      return nil
    }
  }
}
