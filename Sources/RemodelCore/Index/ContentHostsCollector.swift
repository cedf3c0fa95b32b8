import SwiftSyntax

/// Finds where a generic view's members use the view content its caller passes, and which
/// calls' content closures hold each use.
final class ContentHostsCollector: SyntaxVisitor {
  private let contentNames: Set<String>
  private var hosts = ContentHosts()

  /// The hosts of the uses in `members` of those `properties` whose type names a generic
  /// parameter conforming to `View` (`let content: Content`, `let row: (Item) -> Row`); nil
  /// when there is none.
  static func hosts(
    in members: [DeclSyntax], of properties: [StoredProperty],
    genericParameters: GenericParameterClauseSyntax?
  ) -> ContentHosts? {
    guard let parameters = genericParameters?.parameters else { return nil }
    let viewParameters = parameters.filter {
      ["View", "SwiftUI.View"].contains($0.inheritedType?.trimmedDescription ?? "")
    }.map(\.name.text)
    guard !viewParameters.isEmpty else { return nil }
    let contentNames = properties.filter { property in
      let words = property.type?.split { !($0.isLetter || $0.isNumber || $0 == "_") } ?? []
      return words.contains { viewParameters.contains(String($0)) }
    }.map(\.name)
    guard !contentNames.isEmpty else { return nil }
    let collector = ContentHostsCollector(contentNames: Set(contentNames))
    // Nested types have members of their own.
    for member in members where !member.isTypeDeclaration { collector.walk(member) }
    return collector.hosts
  }

  private init(contentNames: Set<String>) {
    self.contentNames = contentNames
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    guard contentNames.contains(name) else { return .skipChildren }
    var use = ExprSyntax(node)
    // `self.content`
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      else { return .skipChildren }
      use = ExprSyntax(member)
    } else if node.parent?.is(MemberAccessExprSyntax.self) == true {
      return .skipChildren
    }
    if Self.isPresented(use) { hosts.presented.insert(name) }
    let callers = Self.callers(around: use)
    if Self.buildsPerElement(use) {
      hosts.perElement.formUnion(callers)
    } else {
      hosts.whole.formUnion(callers)
    }
    return .skipChildren
  }

  /// `content(item)`, or `content` handed to `ForEach(data, content: content)`.
  private static func buildsPerElement(_ use: ExprSyntax) -> Bool {
    if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id {
      return !call.arguments.isEmpty || call.trailingClosure != nil
    }
    guard let argument = use.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    else { return false }
    return ["ForEach", "List"].contains(call.calledExpression.calleeName)
  }

  /// Whether `use` is what a navigation link or presentation shows.
  private static func isPresented(_ use: ExprSyntax) -> Bool {
    var node = Syntax(use)
    while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self) {
      if ViewModelHandOff.presentationName(containing: node, index: nil) != nil { return true }
      node = parent
    }
    return false
  }

  /// The names of the calls whose closure arguments hold `use`, innermost first.
  private static func callers(around use: ExprSyntax) -> [String] {
    var names: [String] = []
    var node = Syntax(use)
    while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self) {
      defer { node = parent }
      guard let closure = node.as(ClosureExprSyntax.self),
        let call = closure.enclosingCall, let name = call.calledExpression.calleeName
      else { continue }
      names.append(name)
    }
    return names
  }
}

extension ClosureExprSyntax {
  /// The call taking this closure as an argument, trailing or not.
  var enclosingCall: FunctionCallExprSyntax? {
    if let call = parent?.as(FunctionCallExprSyntax.self) { return call }
    if let argument = parent?.as(LabeledExprSyntax.self) {
      return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
    return parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(
      FunctionCallExprSyntax.self)
  }
}

extension ExprSyntax {
  /// `List` of `List { … }` and `List(…)`, `ForEach` of `SwiftUI.ForEach(…)`.
  fileprivate var calleeName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    return self.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }
}

extension DeclSyntax {
  fileprivate var isTypeDeclaration: Bool {
    `is`(StructDeclSyntax.self) || `is`(ClassDeclSyntax.self) || `is`(EnumDeclSyntax.self)
      || `is`(ActorDeclSyntax.self) || `is`(ProtocolDeclSyntax.self)
      || `is`(TypeAliasDeclSyntax.self)
  }
}
