import SwiftSyntax

/// A class forwarding another observable class's `objectWillChange` to its own
/// (`settings.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
/// .store(in: &cancellables)`) moves with that class, and the forwarding statement goes: once
/// both are `@Observable`, a view reading the other class through this one tracks the
/// properties it reads there itself, which is what the forwarding stood in for.
extension ObservableMigration {
  /// A statement of `parent` forwarding the `objectWillChange` of a `child` value to its own.
  struct Forward {
    let parent: TypeSummary
    /// The class forwarded from, or nil with why the statement cannot go.
    let child: TypeSummary?
    let childIssue: String?
    var removal: TextEdit
    /// Where the statement starts, for the finding.
    let location: String
    /// The child's `objectWillChange` and the parent's, which the statement's removal takes.
    let tokenOffsets: Set<Int>
  }

  /// The forwarding statements in the file at `path`, found once per pass.
  func forwards(in path: String) -> [Forward] {
    context.passMemo.value("observable forwards \(path)") {
      guard let file = context.source(at: path) else { return [] }
      var found = (wordPositions(in: file)["objectWillChange"] ?? []).compactMap { offset in
        file.tree.token(at: AbsolutePosition(utf8Offset: offset)).flatMap {
          forward(from: $0, in: file)
        }
      }.sorted { $0.removal.range.lowerBound < $1.removal.range.lowerBound }
      // Statements set off by blank lines would each take one, or leave them between: a
      // removal starts where the one before ends when only blank lines part them.
      let content = file.file.content
      for index in found.indices.dropFirst() {
        let previousEnd = found[index - 1].removal.range.upperBound
        let range = found[index].removal.range
        let start =
          range.lowerBound < previousEnd
          ? min(previousEnd, range.upperBound)
          : content[previousEnd..<range.lowerBound].allSatisfy({ [9, 10, 13, 32].contains($0) })
            ? previousEnd : range.lowerBound
        found[index].removal = TextEdit(
          path: path, range: start..<range.upperBound, replacement: "")
      }
      return found
    }
  }

  /// The classes `type` forwards from and those forwarding from it.
  func forwardingPartners(of type: TypeSummary) -> [TypeSummary] {
    let key = Self.key(of: type)
    let parentPaths = Set(index.filesMentioning(type.name)).intersection(
      index.filesReadingMember("objectWillChange", excluding: ""))
    return forwards(in: type.path).filter { Self.key(of: $0.parent) == key }.compactMap(\.child)
      + parentPaths.sorted().flatMap(forwards).filter { $0.child.map(Self.key) == key }.map(
        \.parent)
  }

  /// Whether both classes of the forwarding statement move in this unit, so it goes.
  func goesWithUnit(_ forward: Forward) -> Bool {
    isInUnit(forward.parent) && forward.child.map(isInUnit) == true
  }

  /// The forwarding statement of the unit that the `objectWillChange` at `offset` is part of.
  func unitForward(at offset: Int, in file: ParsedSource) -> Forward? {
    guard let unit, !unit.forwarding.isEmpty else { return nil }
    return forwards(in: file.path).first { $0.tokenOffsets.contains(offset) && goesWithUnit($0) }
  }

  /// Why a forwarding statement of this class, whose `objectWillChange` is at `offset`,
  /// cannot go with it.
  func forwardIssue(at offset: Int, in file: ParsedSource) -> String? {
    forwards(in: file.path).first { $0.tokenOffsets.contains(offset) && isThisClass($0.parent) }
      .flatMap(\.childIssue)
  }

  /// The private cancellable properties of this class that only its forwarding statements
  /// going with the unit use: they go too.
  func storageOnlyForwardsUse() -> Set<SyntaxIdentifier> {
    let removed = forwards(in: source.path).filter { isThisClass($0.parent) && goesWithUnit($0) }
      .map(\.removal.range)
    guard !removed.isEmpty else { return [] }
    var found: Set<SyntaxIdentifier> = []
    for decl in classDecl.memberBlock.flattenedDecls {
      guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
        variable.modifiers.contains(where: {
          [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
        }),
        let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
        (binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer?.value
          .trimmedDescription ?? "").contains("Cancellable")
      else { continue }
      let uses = source.tree.tokens(viewMode: .sourceAccurate).filter {
        $0.text == name.text && $0.id != name.id
      }.map(\.positionAfterSkippingLeadingTrivia.utf8Offset)
      if !uses.isEmpty, uses.allSatisfy({ use in removed.contains { $0.contains(use) } }) {
        found.insert(variable.id)
      }
    }
    return found
  }

  /// `child.objectWillChange[.receive(on: …)].sink { [weak self] _ in
  /// self?.objectWillChange.send() }[.store(in: &…)]`, alone, assigned, appended or inserted,
  /// in an observable class, where `child` is declared as another observable class: `token` is
  /// the child's `objectWillChange`.
  private func forward(from token: TokenSyntax, in file: ParsedSource) -> Forward? {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
      let access = reference.parent?.as(MemberAccessExprSyntax.self),
      access.declName.id == reference.id, let base = access.base, !base.isSelfReference
    else { return nil }
    var chain = ExprSyntax(access)
    while let receive = Self.call(named: "receive", on: chain) { chain = ExprSyntax(receive) }
    guard let sink = Self.call(named: "sink", on: chain), let send = Self.forwardedSend(by: sink)
    else { return nil }
    chain = ExprSyntax(sink)
    if let store = Self.call(named: "store", on: chain),
      store.arguments.first?.label?.text == "in"
    {
      chain = ExprSyntax(store)
    }
    var statement = Syntax(chain)
    if let argument = chain.parent?.as(LabeledExprSyntax.self), argument.label == nil,
      let arguments = argument.parent?.as(LabeledExprListSyntax.self), arguments.count == 1,
      let call = arguments.parent?.as(FunctionCallExprSyntax.self),
      let kept = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["append", "insert"].contains(kept.declName.baseName.text)
    {
      // `cancellables.append(child.objectWillChange.sink { … })`
      statement = Syntax(call)
    } else if let list = chain.parent?.as(ExprListSyntax.self),
      let assignment = list.parent?.as(SequenceExprSyntax.self)
    {
      // `cancellable = child.objectWillChange.sink { … }`
      let elements = Array(list)
      guard elements.count == 3, elements[1].isAssignmentOperator, elements[2].id == chain.id
      else { return nil }
      statement = Syntax(assignment)
    }
    guard var item = statement.parent?.as(CodeBlockItemSyntax.self),
      // A cancellable left unstored is a value when it is all a closure or body holds
      // (`statuses.map { status in status.objectWillChange.sink { … } }`): it cannot go.
      statement.id != sink.id || !Self.isImplicitResult(item),
      let classDecl = DeclaredTypeResolver.enclosingMemberBlock(of: Syntax(item))?.parent?.as(
        ClassDeclSyntax.self),
      let parent = index.declaration(
        named: classDecl.name.text, at: file.path,
        offset: classDecl.positionAfterSkippingLeadingTrivia.utf8Offset),
      index.isObservableObjectClass(parent)
    else { return nil }
    // `if let child = value as? Child { <the statement> }` goes whole, when its conditions
    // call nothing.
    if let statements = item.parent?.as(CodeBlockItemListSyntax.self), statements.count == 1,
      let ifExpression = statements.parent?.parent?.as(IfExprSyntax.self),
      ifExpression.elseBody == nil,
      ifExpression.conditions.allSatisfy({ $0.condition.is(OptionalBindingConditionSyntax.self) }),
      ifExpression.conditions.descendants(FunctionCallExprSyntax.self).isEmpty,
      let outer = ifExpression.parent?.as(ExpressionStmtSyntax.self)?.parent?.as(
        CodeBlockItemSyntax.self)
    {
      item = outer
    }
    // `for child in children.values { <the statement> }` goes whole too, when its sequence and
    // condition call nothing.
    if let statements = item.parent?.as(CodeBlockItemListSyntax.self), statements.count == 1,
      let loop = statements.parent?.parent?.as(ForStmtSyntax.self),
      loop.sequence.descendants(FunctionCallExprSyntax.self).isEmpty,
      !loop.sequence.is(FunctionCallExprSyntax.self),
      loop.whereClause.map({ $0.descendants(FunctionCallExprSyntax.self).isEmpty }) ?? true,
      let outer = loop.parent?.as(CodeBlockItemSyntax.self)
    {
      item = outer
    }
    let at = location(of: item, in: file)
    var child: TypeSummary?
    var issue: String?
    if case .type(let childName) = DeclaredTypeResolver.resolve(base, index: index) {
      let children = index.declarations(named: childName, seenFrom: file.path)
      if children.count == 1, let only = children.first, only.kind == .class,
        Self.key(of: only) != Self.key(of: parent), index.isObservableObjectClass(only)
      {
        child = only
      } else {
        issue =
          "\(at) forwards the 'objectWillChange' of '\(base.trimmedDescription)', a '\(childName)', which is not one other 'ObservableObject' class of the scanned sources that could move with it; migrate by hand"
      }
    } else {
      issue =
        "\(at) forwards the 'objectWillChange' of '\(base.trimmedDescription)', whose type is not written; write it, then run the fix again"
    }
    return Forward(
      parent: parent, child: child, childIssue: issue,
      removal: TextEdit(
        path: file.path, range: file.wholeLineRangeJoiningBlankLines(of: item), replacement: ""),
      location: at,
      tokenOffsets: [
        token.positionAfterSkippingLeadingTrivia.utf8Offset,
        send.positionAfterSkippingLeadingTrivia.utf8Offset,
      ])
  }

  /// Whether the statement is the only one of a closure, or of a function or getter returning
  /// something, which makes its value the result.
  private static func isImplicitResult(_ item: CodeBlockItemSyntax) -> Bool {
    guard let statements = item.parent?.as(CodeBlockItemListSyntax.self), statements.count == 1
    else { return false }
    if statements.parent?.is(ClosureExprSyntax.self) == true { return true }
    let body = statements.parent
    if body?.parent?.as(FunctionDeclSyntax.self)?.signature.returnClause != nil { return true }
    // `var watcher: AnyCancellable { … }` holds its statements in the accessor block itself.
    return body?.is(AccessorBlockSyntax.self) == true
      || body?.parent?.as(AccessorDeclSyntax.self)?.accessorSpecifier.tokenKind == .keyword(.get)
  }

  /// `base.name(…)`, the call made on `base` by a member access.
  private static func call(named name: String, on base: ExprSyntax) -> FunctionCallExprSyntax? {
    guard let member = base.parent?.as(MemberAccessExprSyntax.self), member.base?.id == base.id,
      member.declName.baseName.text == name
    else { return nil }
    return member.parent?.as(FunctionCallExprSyntax.self)
  }

  /// The `objectWillChange` token of `self?.objectWillChange.send()` when that is all the
  /// sink's closure does (directly, after `guard let self`, or in `DispatchQueue.main.async`).
  private static func forwardedSend(by sink: FunctionCallExprSyntax) -> TokenSyntax? {
    let closures =
      sink.arguments.compactMap { argument -> ClosureExprSyntax? in
        guard argument.label == nil || argument.label?.text == "receiveValue" else { return nil }
        return argument.expression.as(ClosureExprSyntax.self)
      } + (sink.trailingClosure.map { [$0] } ?? [])
    guard closures.count == 1, sink.additionalTrailingClosures.isEmpty,
      let closure = closures.first
    else { return nil }
    return onlySend(in: closure.statements)
  }

  private static func onlySend(in statements: CodeBlockItemListSyntax) -> TokenSyntax? {
    var items = Array(statements)
    if let guardSelf = items.first?.item.as(GuardStmtSyntax.self), items.count == 2,
      guardSelf.conditions.count == 1,
      guardSelf.conditions.first?.condition.as(OptionalBindingConditionSyntax.self)?.pattern
        .as(IdentifierPatternSyntax.self)?.identifier.tokenKind == .keyword(.self)
    {
      items.removeFirst()
    }
    guard items.count == 1, let call = items.first?.item.as(FunctionCallExprSyntax.self) else {
      return nil
    }
    // `DispatchQueue.main.async { … }`
    if let async = call.calledExpression.as(MemberAccessExprSyntax.self),
      async.declName.baseName.text == "async",
      async.base?.trimmedDescription == "DispatchQueue.main",
      call.arguments.isEmpty, let body = call.trailingClosure
    {
      return onlySend(in: body.statements)
    }
    guard call.arguments.isEmpty, call.trailingClosure == nil,
      let send = call.calledExpression.as(MemberAccessExprSyntax.self),
      send.declName.baseName.text == "send",
      let willChange = send.base?.as(MemberAccessExprSyntax.self),
      willChange.declName.baseName.text == "objectWillChange",
      let owner = willChange.base.map({
        $0.as(OptionalChainingExprSyntax.self)?.expression ?? $0
      }), owner.isSelfReference
    else { return nil }
    return willChange.declName.baseName
  }
}
