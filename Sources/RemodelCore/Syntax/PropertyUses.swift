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
    /// Assigned or passed `inout` itself, not a member or element of it: what replaces the
    /// object a reference-typed property holds.
    let isAssigned: Bool
    /// The use is a whole argument, initial value, condition, return value or statement, so a
    /// rewrite needs no parentheses.
    let standsAlone: Bool
    /// The use is followed by `.member`, `?.`, `!`, a call or a subscript, so a rewrite that
    /// is not a plain member chain needs parentheses.
    let isPostfixBase: Bool
    /// A bare name bound by a parameter, local, closure or `catch` rather than the property.
    let isShadowed: Bool
    /// `if let name {` or `guard let name else`: the property read under its own name.
    var isShorthandBinding = false
    /// Named in a key path (`\.isLoading`), which a rewrite cannot follow.
    var isKeyPath = false
    /// Read in the condition of an `if`, `guard` or `while`, alone or negated.
    var isCondition = false
    /// Compared with `nil` (`model.errorMessage != nil`), which asks only whether it holds one.
    var isComparedToNil = false
    /// The source text of the use, for messages.
    let text: String
  }

  let all: [Use]

  /// `index` resolves the types of bases declared in other files.
  init(in root: Syntax, names: Set<String>, index: ProjectIndex) {
    let collector = Collector(names: names, index: index)
    collector.walk(root)
    all = collector.uses
  }

  /// Methods that mutate a collection or value in place.
  static let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast",
    "removeSubrange", "replaceSubrange", "sort", "reverse", "shuffle", "toggle", "merge",
    "formUnion", "formIntersection", "subtract", "updateValue", "removeValue", "move", "swapAt",
    "reserveCapacity", "partition", "formSymmetricDifference",
  ]

  private final class Collector: SyntaxVisitor {
    let names: Set<String>
    let index: ProjectIndex
    var uses: [Use] = []

    init(names: Set<String>, index: ProjectIndex) {
      self.names = names
      self.index = index
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
      // `$model.title`, not a closure's `$0.title`.
      let baseName = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
      let isProjectedBase =
        baseName.hasPrefix("$") && baseName.dropFirst().first?.isNumber == false
      let owner = DeclaredTypeResolver.resolve(base, index: index)
      uses.append(
        use(
          name, token: token, expression: ExprSyntax(node), isMember: true, owner: owner,
          isProjection: isProjectedMember || isProjectedBase, isShadowed: false))
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
        use(
          name, token: token, expression: ExprSyntax(node), isMember: false,
          owner: owner ?? .unknown,
          isProjection: isProjection, isShadowed: DeclaredTypeResolver.isShadowed(name, at: node)))
      return .visitChildren
    }

    /// `if let error {`: reads the property `error` without naming it in an expression.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
      guard node.initializer == nil,
        let pattern = node.pattern.as(IdentifierPatternSyntax.self),
        names.contains(pattern.identifier.text)
      else { return .visitChildren }
      let token = pattern.identifier
      let owner = DeclaredTypeResolver.enclosingTypeName(of: Syntax(node)).map {
        DeclaredTypeResolver.Resolution.type($0)
      }
      var binding = Use(
        name: token.text, position: token.positionAfterSkippingLeadingTrivia.utf8Offset,
        nameRange: token.trimmedByteRange, expressionRange: token.trimmedByteRange, isMember: false,
        ownerType: owner ?? .unknown, isProjection: false, isWrite: false, isAssigned: false,
        standsAlone: true,
        isPostfixBase: false,
        isShadowed: DeclaredTypeResolver.isShadowed(token.text, at: Syntax(node)),
        text: node.trimmedDescription)
      binding.isShorthandBinding = true
      uses.append(binding)
      return .visitChildren
    }

    /// `\.isLoading` or `\Model.isLoading`: recorded so the migration can refuse it.
    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
      let token = node.declName.baseName
      guard names.contains(token.text) else { return .visitChildren }
      var ancestor = node.parent
      while let candidate = ancestor, !candidate.is(KeyPathExprSyntax.self) {
        ancestor = candidate.parent
      }
      let keyPath = ancestor?.as(KeyPathExprSyntax.self)
      let root = keyPath?.root.map(TypeSyntax.init)?.nominalName
      let owner = root ?? DeclaredTypeResolver.enclosingTypeName(of: Syntax(node))
      var component = Use(
        name: token.text, position: token.positionAfterSkippingLeadingTrivia.utf8Offset,
        nameRange: token.trimmedByteRange, expressionRange: token.trimmedByteRange, isMember: true,
        ownerType: owner.map(DeclaredTypeResolver.Resolution.type) ?? .unknown, isProjection: false,
        isWrite: false, isAssigned: false, standsAlone: false, isPostfixBase: false,
        isShadowed: false,
        text: keyPath?.trimmedDescription ?? token.text)
      component.isKeyPath = true
      uses.append(component)
      return .visitChildren
    }

    private func use(
      _ name: String, token: TokenSyntax, expression: ExprSyntax, isMember: Bool,
      owner: DeclaredTypeResolver.Resolution, isProjection: Bool, isShadowed: Bool
    ) -> Use {
      var use = Use(
        name: name, position: token.positionAfterSkippingLeadingTrivia.utf8Offset,
        nameRange: token.trimmedByteRange, expressionRange: expression.trimmedByteRange,
        isMember: isMember, ownerType: owner, isProjection: isProjection,
        isWrite: Self.isWrite(expression), isAssigned: Self.isAssigned(expression),
        standsAlone: Self.standsAlone(Syntax(expression)),
        isPostfixBase: Self.isPostfixBase(expression), isShadowed: isShadowed,
        text: expression.trimmedDescription)
      use.isCondition = Self.isCondition(expression)
      use.isComparedToNil = Self.isComparedToNil(expression)
      return use
    }

    private static func isComparedToNil(_ expression: ExprSyntax) -> Bool {
      guard let list = expression.parent?.as(ExprListSyntax.self) else { return false }
      let elements = Array(list)
      guard let index = elements.firstIndex(where: { $0.id == expression.id }) else { return false }
      return [(index + 1, index + 2), (index - 1, index - 2)].contains {
        operatorIndex, otherIndex in
        guard elements.indices.contains(otherIndex),
          let comparison = elements[operatorIndex].as(BinaryOperatorExprSyntax.self)
        else { return false }
        return ["==", "!="].contains(comparison.operator.text)
          && elements[otherIndex].is(NilLiteralExprSyntax.self)
      }
    }

    private static func isCondition(_ expression: ExprSyntax) -> Bool {
      var node = Syntax(expression)
      if let negation = node.parent?.as(PrefixOperatorExprSyntax.self),
        negation.operator.text == "!"
      {
        node = Syntax(negation)
      }
      return node.parent?.is(ConditionElementSyntax.self) == true
    }

    private static func strippingDollar(_ text: String) -> (String, Bool) {
      text.hasPrefix("$") ? (String(text.dropFirst()), true) : (text, false)
    }

    private static func standsAlone(_ node: Syntax) -> Bool {
      guard let parent = node.parent else { return false }
      return parent.is(LabeledExprSyntax.self) || parent.is(InitializerClauseSyntax.self)
        || parent.is(ReturnStmtSyntax.self) || parent.is(ConditionElementSyntax.self)
        || parent.is(CodeBlockItemSyntax.self) || parent.is(ArrayElementSyntax.self)
    }

    /// Whether `.member`, `?.`, `!`, a call or a subscript follows the expression.
    private static func isPostfixBase(_ expression: ExprSyntax) -> Bool {
      guard let parent = expression.parent else { return false }
      if let member = parent.as(MemberAccessExprSyntax.self) {
        return member.base?.id == expression.id
      }
      if let call = parent.as(FunctionCallExprSyntax.self) {
        return call.calledExpression.id == expression.id
      }
      if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) {
        return subscriptCall.calledExpression.id == expression.id
      }
      return parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        || parent.is(PostfixOperatorExprSyntax.self) || parent.is(PrefixOperatorExprSyntax.self)
    }

    /// Whether the expression, or a chain it starts (`vm.articles[0].title`,
    /// `vm.profile?.bio`), is assigned, passed `inout` or changed by a mutating method.
    private static func isWrite(_ expression: ExprSyntax) -> Bool {
      var current = expression
      while true {
        if isWrittenDirectly(current) { return true }
        guard let parent = current.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
          current = ExprSyntax(member)
        } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
          subscriptCall.calledExpression.id == current.id
        {
          current = ExprSyntax(subscriptCall)
        } else if let chaining = parent.as(OptionalChainingExprSyntax.self) {
          current = ExprSyntax(chaining)
        } else if let unwrap = parent.as(ForceUnwrapExprSyntax.self) {
          current = ExprSyntax(unwrap)
        } else {
          return false
        }
      }
    }

    private static func isWrittenDirectly(_ expression: ExprSyntax) -> Bool {
      if isAssigned(expression) { return true }
      guard let parent = expression.parent else { return false }
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == expression.id,
        mutatingMethods.contains(member.declName.baseName.text),
        member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
      {
        return true
      }
      return false
    }

    private static func isAssigned(_ expression: ExprSyntax) -> Bool {
      guard let parent = expression.parent else { return false }
      if parent.is(InOutExprSyntax.self) { return true }
      guard let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self)
      else { return false }
      let elements = Array(sequence.elements)
      return elements.count >= 3 && elements[0].id == expression.id
        && elements[1].isAssignmentOperator
    }
  }
}
