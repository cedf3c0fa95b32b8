import SwiftSyntax

/// Every use of some property names in a subtree, bare (`isLoading`) or as a member
/// (`viewModel.isLoading`, `self.isLoading`, `$viewModel.isLoading`), with what a migration needs
/// to decide about it: whose property it can be, and whether it is read, written or bound.
struct PropertyUses {
  struct Use {
    let name: String
    let position: Int
    /// The name token, which a rewrite replaces.
    let nameRange: Range<Int>
    /// The whole use (`viewModel.isLoading`), which a rewrite may wrap in parentheses.
    let expressionRange: Range<Int>
    let isMember: Bool
    /// For a member, the declared type of its base; for a bare name, the enclosing type.
    let ownerType: DeclaredTypeResolver.Resolution
    /// `$name`, `$base.name` or `base.$name`: a binding or publisher of the property.
    let isProjection: Bool
    /// Assigned, passed `inout`, subscripted for assignment or called with a mutating method.
    let isWrite: Bool
    /// The use is a whole argument or initial value, so a rewrite needs no parentheses.
    let standsAlone: Bool
    /// A bare name bound by a parameter, local, closure or `catch` rather than the property.
    let isShadowed: Bool
  }

  let all: [Use]

  init(in root: Syntax, names: Set<String>) {
    let collector = Collector(names: names)
    collector.walk(root)
    all = collector.uses
  }

  /// Methods that mutate a collection or value in place.
  static let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast",
    "removeSubrange", "replaceSubrange", "sort", "reverse", "shuffle", "toggle", "merge",
    "formUnion", "formIntersection", "subtract", "updateValue", "removeValue",
  ]

  private final class Collector: SyntaxVisitor {
    let names: Set<String>
    var uses: [Use] = []

    init(names: Set<String>) {
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let token = node.declName.baseName
      let (name, isProjectedMember) = Self.strippingDollar(token.text)
      guard names.contains(name), let base = node.base else { return .visitChildren }
      var baseExpression = base
      while let unwrapped = baseExpression.as(OptionalChainingExprSyntax.self)?.expression
        ?? baseExpression.as(ForceUnwrapExprSyntax.self)?.expression
      {
        baseExpression = unwrapped
      }
      var owner = DeclaredTypeResolver.Resolution.unknown
      var isProjectedBase = false
      if let reference = baseExpression.as(DeclReferenceExprSyntax.self) {
        isProjectedBase = reference.baseName.text.hasPrefix("$")
        owner = DeclaredTypeResolver.resolve(reference, strippingDollar: isProjectedBase)
      }
      uses.append(
        Use(
          name: name, position: token.positionAfterSkippingLeadingTrivia.utf8Offset,
          nameRange: token.trimmedByteRange, expressionRange: node.trimmedByteRange,
          isMember: true, ownerType: owner, isProjection: isProjectedMember || isProjectedBase,
          isWrite: Self.isWrite(ExprSyntax(node)), standsAlone: Self.standsAlone(Syntax(node)),
          isShadowed: false))
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let token = node.baseName
      let (name, isProjection) = Self.strippingDollar(token.text)
      guard names.contains(name),
        node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
      else { return .visitChildren }
      let owner = DeclaredTypeResolver.enclosingTypeName(of: Syntax(node)).map {
        DeclaredTypeResolver.Resolution.type($0)
      }
      uses.append(
        Use(
          name: name, position: token.positionAfterSkippingLeadingTrivia.utf8Offset,
          nameRange: token.trimmedByteRange, expressionRange: node.trimmedByteRange,
          isMember: false, ownerType: owner ?? .unknown, isProjection: isProjection,
          isWrite: Self.isWrite(ExprSyntax(node)), standsAlone: Self.standsAlone(Syntax(node)),
          isShadowed: DeclaredTypeResolver.isShadowed(name, at: node)))
      return .visitChildren
    }

    private static func strippingDollar(_ text: String) -> (String, Bool) {
      text.hasPrefix("$") ? (String(text.dropFirst()), true) : (text, false)
    }

    private static func standsAlone(_ node: Syntax) -> Bool {
      node.parent?.is(LabeledExprSyntax.self) == true
        || node.parent?.is(InitializerClauseSyntax.self) == true
    }

    private static func isWrite(_ expression: ExprSyntax) -> Bool {
      guard let parent = expression.parent else { return false }
      if parent.is(InOutExprSyntax.self) { return true }
      if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        if elements.count >= 3, elements[0].id == expression.id {
          if elements[1].is(AssignmentExprSyntax.self) { return true }
          if let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            operation.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(operation)
          {
            return true
          }
        }
      }
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == expression.id,
        mutatingMethods.contains(member.declName.baseName.text),
        member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
      {
        return true
      }
      if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
        subscriptCall.calledExpression.id == expression.id
      {
        return isWrite(ExprSyntax(subscriptCall))
      }
      return false
    }
  }
}
