import SwiftSyntax

/// Where a load function learns how its load ended, whatever style it is written in: a
/// `do`/`catch` around an awaited call (in an `async` function, or in a `Task { … }` a plain
/// function starts), or a `switch` over the `Result` a completion handler receives.
struct LoadOutcome {
  /// One way the load can fail: a `catch` clause or the `.failure` case.
  struct Failure {
    /// The clause or case, for messages.
    let node: Syntax
    let statements: [CodeBlockItemSyntax]
    /// The name the error is bound to (`error` for a plain `catch`); nil when it binds none.
    let caughtName: String?
  }

  /// Statements that run before the load starts, where the flag is set and the error cleared.
  let before: [CodeBlockItemSyntax]
  /// The statements around the outcome, where the flag is reset (directly or in a `defer`).
  let around: [CodeBlockItemSyntax]
  /// The `do` body or the `.success` case.
  let success: [CodeBlockItemSyntax]
  let failures: [Failure]
  /// Stored properties the success path assigns from the loaded value, in order.
  let dataAssignments: [(String, SequenceExprSyntax)]
  /// When the success path assigns no property: the awaited call whose result it keeps
  /// elsewhere (`try await store.sync()`, `_ = try await …`).
  var unstoredLoad: CodeBlockItemSyntax? = nil
  /// When the success path stores the loaded value only in a branch (`case .new: orders =
  /// fetched`): that assignment, which no single `Loadable` value replaces.
  var branchStore: CodeBlockItemSyntax? = nil
  /// `sink(receiveCompletion:receiveValue:)`, when the load goes through Combine.
  var sink: FunctionCallExprSyntax? = nil
  /// When the load runs in a `Task` a plain function starts: the function's statements that run
  /// once the task has started (those after it and its `defer`s), not when the load ends.
  var outsideTask: [CodeBlockItemSyntax] = []

  /// The outcome of `function`, given the class's stored property names.
  static func find(in function: FunctionDeclSyntax, properties: Set<String>) -> LoadOutcome? {
    guard let body = function.body?.statements else { return nil }
    let statements = Array(body)
    if function.signature.effectSpecifiers?.asyncSpecifier != nil {
      return doCatch(in: inliningMainActorRuns(statements), before: [], properties)
    }
    for (index, statement) in statements.enumerated() {
      let before = Array(statements[..<index])
      if let task = taskClosure(statement),
        var outcome = doCatch(
          in: inliningMainActorRuns(task.statements), before: inliningMainActorRuns(before),
          properties)
      {
        outcome.outsideTask =
          before.filter { $0.item.is(DeferStmtSyntax.self) } + statements[(index + 1)...]
        return outcome
      }
      if let outcome = resultSwitch(in: statement, before: before, properties)
        ?? combineSink(in: statement, before: before, properties)
        ?? errorParameterCallback(in: statement, before: before, properties)
      {
        return outcome
      }
    }
    return nil
  }

  /// The do/catch among `statements` whose body assigns a property from an awaited `try`, or
  /// else the first whose body awaits a `try` and keeps the result elsewhere.
  private static func doCatch(
    in statements: [CodeBlockItemSyntax], before: [CodeBlockItemSyntax], _ properties: Set<String>
  ) -> LoadOutcome? {
    var unstored: LoadOutcome?
    for (index, statement) in statements.enumerated() {
      guard let doStatement = statement.item.as(DoStmtSyntax.self),
        !doStatement.catchClauses.isEmpty
      else { continue }
      let body = inliningMainActorRuns(doStatement.body.statements)
      let assignments = awaitedAssignments(in: body, properties)
      let awaited = body.first(where: isAwaitedStatement)
      guard !assignments.isEmpty || (awaited != nil && unstored == nil) else { continue }
      var outcome = LoadOutcome(
        before: before + statements[..<index], around: statements,
        success: body,
        failures: doStatement.catchClauses.map {
          Failure(
            node: Syntax($0), statements: inliningMainActorRuns($0.body.statements),
            caughtName: caughtErrorName($0))
        },
        dataAssignments: assignments)
      if !assignments.isEmpty { return outcome }
      outcome.unstoredLoad = awaited
      outcome.branchStore = branchStore(in: body, properties)
      unstored = outcome
    }
    return unstored
  }

  /// `statements` with each `await MainActor.run { … }` replaced by the statements of its
  /// closure, which run there and then, before the next statement: a load setting its state
  /// inside one sets it as it would outside.
  static func inliningMainActorRuns(_ statements: some Sequence<CodeBlockItemSyntax>)
    -> [CodeBlockItemSyntax]
  {
    statements.flatMap { statement in
      mainActorRunClosure(statement).map { inliningMainActorRuns($0.statements) } ?? [statement]
    }
  }

  /// The closure of `await MainActor.run { … }` written as a statement of its own, when it runs
  /// to its end: a `return` in it would leave the closure, not the load.
  static func mainActorRunClosure(_ statement: CodeBlockItemSyntax) -> ClosureExprSyntax? {
    guard
      let call = statement.item.as(AwaitExprSyntax.self)?.expression
        .as(FunctionCallExprSyntax.self),
      call.calledExpression.trimmedDescription == "MainActor.run",
      call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
      let closure = call.trailingClosure, closure.signature == nil,
      firstReturn(in: closure) == nil
    else { return nil }
    return closure
  }

  /// The first `return` written in `closure`, which leaves it before its end.
  static func firstReturn(in closure: ClosureExprSyntax) -> TokenSyntax? {
    closure.tokens(viewMode: .sourceAccurate).first { $0.tokenKind == .keyword(.return) }
  }

  /// The `await MainActor.run { … }` statement whose closure holds `statement`, if any.
  static func mainActorRun(around statement: CodeBlockItemSyntax) -> CodeBlockItemSyntax? {
    statement.parent?.parent?.as(ClosureExprSyntax.self).flatMap(mainActorRun(holding:))
  }

  /// The `await MainActor.run { … }` statement `closure` is the closure of, if it is one.
  static func mainActorRun(holding closure: ClosureExprSyntax) -> CodeBlockItemSyntax? {
    var node = closure.parent
    while let current = node, !current.is(CodeBlockItemSyntax.self) { node = current.parent }
    guard let run = node?.as(CodeBlockItemSyntax.self), mainActorRunClosure(run)?.id == closure.id
    else { return nil }
    return run
  }

  /// `try await f()`, `_ = try await f()` or `let x = try await f()` as a whole statement.
  private static func isAwaitedStatement(_ statement: CodeBlockItemSyntax) -> Bool {
    if let variable = statement.item.as(VariableDeclSyntax.self) {
      return variable.bindings.first?.initializer.map { isAwaitedTry($0.value) } ?? false
    }
    guard let expression = statement.item.as(ExprSyntax.self) else { return false }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      return elements.count == 3 && elements[0].is(DiscardAssignmentExprSyntax.self)
        && elements[1].is(AssignmentExprSyntax.self) && isAwaitedTry(elements[2])
    }
    return isAwaitedTry(expression)
  }

  /// `Task { … }` (or `Task { @MainActor in … }`) as a statement of its own, or stored to be
  /// cancelled later (`searchTask = Task { … }`).
  private static func taskClosure(_ statement: CodeBlockItemSyntax) -> ClosureExprSyntax? {
    let stored = statement.item.as(SequenceExprSyntax.self).flatMap(LoadingStateShape.assignment)
    guard
      let call = stored?.1.as(FunctionCallExprSyntax.self)
        ?? statement.item.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task",
      call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty
    else { return nil }
    return call.trailingClosure
  }

  /// A completion handler in `statement` that switches over the `Result` it receives:
  /// `service.fetch { result in switch result { case .success(let x): …; case .failure(let e): … } }`.
  private static func resultSwitch(
    in statement: CodeBlockItemSyntax, before: [CodeBlockItemSyntax], _ properties: Set<String>
  ) -> LoadOutcome? {
    for token in statement.tokens(viewMode: .sourceAccurate)
    where token.tokenKind == .keyword(.switch) {
      guard let switchExpression = token.parent?.as(SwitchExprSyntax.self),
        let item = switchExpression.parent?.as(ExpressionStmtSyntax.self)?.parent?.as(
          CodeBlockItemSyntax.self) ?? switchExpression.parent?.as(CodeBlockItemSyntax.self),
        let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
        let subject = switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
        receivesResult(subject, closure, within: statement)
      else { continue }
      let cases = switchExpression.cases.compactMap(resultSwitchCase)
      guard cases.count == switchExpression.cases.count,
        let success = cases.first(where: { $0.name == "success" }), let value = success.bound,
        let failure = cases.first(where: { $0.name == "failure" }),
        cases.allSatisfy({ ["success", "failure"].contains($0.name) })
      else { return nil }
      let assignments = assignments(in: success.statements, properties) {
        $0.unqualifiedNames.contains(value)
      }
      guard !assignments.isEmpty else { return nil }
      return LoadOutcome(
        before: before, around: Array(closure.statements), success: success.statements,
        failures: [
          Failure(node: failure.node, statements: failure.statements, caughtName: failure.bound)
        ], dataAssignments: assignments)
    }
    return nil
  }

  /// A completion handler that receives an optional error beside the value and returns early
  /// when there is one: `dataTask(with: url) { data, _, error in … if let error { …; return }
  /// items = decode(data) }`. Only what runs before the `if` runs on both paths.
  private static func errorParameterCallback(
    in statement: CodeBlockItemSyntax, before: [CodeBlockItemSyntax], _ properties: Set<String>
  ) -> LoadOutcome? {
    for token in statement.tokens(viewMode: .sourceAccurate)
    where token.tokenKind == .keyword(.if) {
      guard let ifExpression = token.parent?.as(IfExprSyntax.self), ifExpression.elseBody == nil,
        let item = ifExpression.parent?.as(ExpressionStmtSyntax.self)?.parent?.as(
          CodeBlockItemSyntax.self),
        let list = item.parent?.as(CodeBlockItemListSyntax.self),
        let closure = list.parent?.as(ClosureExprSyntax.self),
        ifExpression.conditions.count == 1,
        let binding = ifExpression.conditions.first?.condition.as(
          OptionalBindingConditionSyntax.self),
        let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        ifExpression.body.statements.last?.item.is(ReturnStmtSyntax.self) == true
      else { continue }
      // `if let error` or `if let failure = error`, naming a parameter of the handler.
      let errorName =
        binding.initializer.map { $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text }
        ?? bound
      let parameters = parameterNames(around: closure, within: statement)
      guard let errorName, parameters.contains(errorName) else { continue }
      let statements = Array(list)
      guard let index = statements.firstIndex(where: { $0.id == item.id }) else { continue }
      let success = Array(statements[(index + 1)...])
      let assignments = assignments(in: success, properties) {
        !parameters.isDisjoint(with: $0.unqualifiedNames)
      }
      guard !assignments.isEmpty else { continue }
      return LoadOutcome(
        before: before, around: Array(statements[..<index]), success: success,
        failures: [
          Failure(
            node: Syntax(ifExpression), statements: Array(ifExpression.body.statements),
            caughtName: bound)
        ], dataAssignments: assignments)
    }
    return nil
  }

  /// The parameter names of `closure` and of the closures around it in `statement`.
  private static func parameterNames(
    around closure: ClosureExprSyntax, within statement: CodeBlockItemSyntax
  ) -> Set<String> {
    var names: Set<String> = []
    var node: Syntax? = Syntax(closure)
    while let current = node, current.id != statement.id {
      switch current.as(ClosureExprSyntax.self)?.signature?.parameterClause {
      case .simpleInput(let parameters):
        names.formUnion(parameters.map(\.name.text))
      case .parameterClause(let clause):
        names.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
      case nil:
        break
      }
      node = current.parent
    }
    names.remove("_")
    return names
  }

  /// Whether `name` is the parameter of `closure` or of a closure around it in `statement`:
  /// `fetch { result in DispatchQueue.main.async { switch result { … } } }`.
  private static func receivesResult(
    _ name: String, _ closure: ClosureExprSyntax, within statement: CodeBlockItemSyntax
  ) -> Bool {
    var node: Syntax? = Syntax(closure)
    while let current = node, current.id != statement.id {
      if current.as(ClosureExprSyntax.self)?.singleParameterName == name { return true }
      node = current.parent
    }
    return false
  }

  /// `publisher.sink(receiveCompletion: { completion in … if case .failure(let e) = completion
  /// { … } }, receiveValue: { … })` in `statement`.
  private static func combineSink(
    in statement: CodeBlockItemSyntax, before: [CodeBlockItemSyntax], _ properties: Set<String>
  ) -> LoadOutcome? {
    for token in statement.tokens(viewMode: .sourceAccurate) where token.text == "sink" {
      guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        // `.sink(receiveCompletion: { … }, receiveValue: { … })` or with trailing closures.
        let completion = call.arguments.first(where: { $0.label?.text == "receiveCompletion" })?
          .expression.as(ClosureExprSyntax.self) ?? call.trailingClosure,
        let receiveValue = call.arguments.first(where: { $0.label?.text == "receiveValue" })?
          .expression.as(ClosureExprSyntax.self)
          ?? call.additionalTrailingClosures.first(where: { $0.label.text == "receiveValue" })?
          .closure,
        let parameter = completion.singleParameterName
      else { continue }
      let failure = completion.statements.lazy.compactMap { item -> Failure? in
        let expression = item.item.as(ExpressionStmtSyntax.self)?.expression
        if let switchExpression = expression?.as(SwitchExprSyntax.self),
          switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter,
          let failure = switchExpression.cases.compactMap(resultSwitchCase).first(where: {
            $0.name == "failure"
          })
        {
          return Failure(
            node: failure.node, statements: failure.statements, caughtName: failure.bound)
        }
        guard
          let ifCase = expression?.as(IfExprSyntax.self),
          ifCase.conditions.count == 1,
          let condition = ifCase.conditions.first?.condition.as(
            MatchingPatternConditionSyntax.self),
          condition.initializer.value.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter,
          let (name, bound) = resultCase(condition.pattern), name == "failure"
        else { return nil }
        return Failure(
          node: Syntax(ifCase), statements: Array(ifCase.body.statements), caughtName: bound)
      }.first
      let values = assignments(in: Array(receiveValue.statements), properties) { _ in true }
      guard let failure, !values.isEmpty else { continue }
      return LoadOutcome(
        before: before, around: Array(completion.statements),
        success: Array(receiveValue.statements), failures: [failure], dataAssignments: values,
        sink: call)
    }
    return nil
  }

  /// A case of a `switch` over a `Result`: `.success(let x)`, `case let .failure(e)`.
  private static func resultSwitchCase(_ element: SwitchCaseListSyntax.Element)
    -> (node: Syntax, name: String, bound: String?, statements: [CodeBlockItemSyntax])?
  {
    guard let switchCase = element.as(SwitchCaseSyntax.self),
      let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
      label.caseItems.count == 1, let pattern = label.caseItems.first?.pattern,
      let (name, bound) = resultCase(pattern)
    else { return nil }
    return (Syntax(switchCase), name, bound, Array(switchCase.statements))
  }

  /// Statements assigning one of `properties` a value that `isLoaded` accepts; a tuple
  /// (`(items, nextPage) = try await …`) that assigns several gives each of them.
  private static func assignments(
    in statements: [CodeBlockItemSyntax], _ properties: Set<String>,
    where isLoaded: (ExprSyntax) -> Bool
  ) -> [(String, SequenceExprSyntax)] {
    statements.flatMap { statement -> [(String, SequenceExprSyntax)] in
      guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)
      else { return [] }
      if let (name, value) = LoadingStateShape.assignment(sequence), properties.contains(name),
        isLoaded(value)
      {
        return [(name, sequence)]
      }
      // Only several properties at once: one of them beside locals or `_` cannot be rewritten
      // as one assignment, and the shape is then left alone.
      guard let (names, value) = tupleAssignment(sequence), isLoaded(value) else { return [] }
      let assigned = names.filter(properties.contains)
      return assigned.count > 1 ? assigned.map { ($0, sequence) } : []
    }
  }

  /// `(a, self.b) = value`: the names the tuple assigns and the value.
  private static func tupleAssignment(_ sequence: SequenceExprSyntax) -> ([String], ExprSyntax)? {
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      let tuple = elements[0].as(TupleExprSyntax.self)
    else { return nil }
    let names = tuple.elements.compactMap { element -> String? in
      if let reference = element.expression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      guard let member = element.expression.as(MemberAccessExprSyntax.self),
        member.base?.isSelfReference == true
      else { return nil }
      return member.declName.baseName.text
    }
    return (names, elements[2])
  }

  /// `.success(let x)`, `let .success(x)` or `.failure`: the case name and the name it binds.
  private static func resultCase(_ pattern: PatternSyntax) -> (String, String?)? {
    var pattern = pattern
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
    let expression = pattern.as(ExpressionPatternSyntax.self)?.expression
    if let member = expression?.as(MemberAccessExprSyntax.self) {
      return (member.declName.baseName.text, nil)
    }
    guard let call = expression?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      call.arguments.count == 1,
      var argument = call.arguments.first?.expression.as(PatternExprSyntax.self)?.pattern
    else { return nil }
    if let binding = argument.as(ValueBindingPatternSyntax.self) { argument = binding.pattern }
    return (
      member.declName.baseName.text, argument.as(IdentifierPatternSyntax.self)?.identifier.text
    )
  }

  /// Properties assigned from an awaited `try`: `name = try await …`, or
  /// `let result = try await …` followed by `name = f(result)`.
  private static func awaitedAssignments(
    in statements: [CodeBlockItemSyntax], _ properties: Set<String>
  ) -> [(String, SequenceExprSyntax)] {
    let locals = awaitedLocals(in: statements)
    return assignments(in: statements, properties) {
      isAwaitedTry($0) || !locals.isDisjoint(with: $0.unqualifiedNames)
    }
  }

  /// The locals `statements` bind to an awaited `try`: `let items = try await …`, and each
  /// name of `let (sprints, backlog) = try await (a, b)`.
  private static func awaitedLocals(in statements: [CodeBlockItemSyntax]) -> Set<String> {
    Set(
      statements.flatMap { statement -> [String] in
        guard let variable = statement.item.as(VariableDeclSyntax.self),
          let binding = variable.bindings.first, variable.bindings.count == 1,
          let value = binding.initializer?.value, isAwaitedTry(value)
        else { return [] }
        if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
          return tuple.elements.compactMap {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          }
        }
        return variable.singleBindingName.map { [$0] } ?? []
      })
  }

  /// A statement nested in a branch or loop of `statements` that stores an awaited local in a
  /// stored property (`self.orders = fetched`, `orders.append(contentsOf: fetched)`).
  private static func branchStore(
    in statements: [CodeBlockItemSyntax], _ properties: Set<String>
  ) -> CodeBlockItemSyntax? {
    let locals = awaitedLocals(in: statements)
    guard !locals.isEmpty else { return nil }
    let topLevel = Set(statements.map(\.id))
    for item in statements.flatMap({ $0.descendants(CodeBlockItemSyntax.self) })
    where !topLevel.contains(item.id) {
      guard let expression = item.item.as(ExprSyntax.self) else { continue }
      if let sequence = expression.as(SequenceExprSyntax.self),
        let (name, value) = LoadingStateShape.assignment(sequence), properties.contains(name),
        !locals.isDisjoint(with: value.unqualifiedNames)
      {
        return item
      }
      if let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base.flatMap(storedPropertyName), properties.contains(base),
        call.arguments.contains(where: { !locals.isDisjoint(with: $0.expression.unqualifiedNames) })
      {
        return item
      }
    }
    return nil
  }

  /// `orders` or `self.orders`.
  private static func storedPropertyName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.isSelfReference == true
    else { return nil }
    return member.declName.baseName.text
  }

  /// `try await …`, also coerced to the type a generic call should return (`try await
  /// client.fetchAll() as [Record]`, still an unfolded sequence).
  private static func isAwaitedTry(_ value: ExprSyntax) -> Bool {
    var awaited = value
    if let coercion = value.as(SequenceExprSyntax.self)?.elements, coercion.count == 3,
      let cast = coercion.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
      cast.questionOrExclamationMark == nil, let first = coercion.first
    {
      awaited = first
    }
    guard let tryExpression = awaited.as(TryExprSyntax.self) else { return false }
    return tryExpression.questionOrExclamationMark == nil
      && tryExpression.expression.is(AwaitExprSyntax.self)
  }

  /// The name the clause binds the error to: `error` for a plain `catch`, the bound name for
  /// `catch let failure` or `catch let failure as URLError`; nil when a pattern binds none
  /// (`catch is CancellationError`, `catch _`, `catch URLError.cancelled`).
  private static func caughtErrorName(_ clause: CatchClauseSyntax) -> String? {
    guard let item = clause.catchItems.first else { return "error" }
    guard clause.catchItems.count == 1,
      let binding = item.pattern?.as(ValueBindingPatternSyntax.self)
    else { return nil }
    if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
      return identifier.identifier.text
    }
    let cast = binding.pattern.as(ExpressionPatternSyntax.self)?.expression.as(
      SequenceExprSyntax.self)
    return cast?.elements.first?.as(PatternExprSyntax.self)?.pattern.as(
      IdentifierPatternSyntax.self)?.identifier.text
  }
}

extension ClosureExprSyntax {
  /// The name of the closure's only parameter (`result in`, `(result) in`).
  var singleParameterName: String? {
    switch signature?.parameterClause {
    case .simpleInput(let parameters):
      return parameters.count == 1 ? parameters.first?.name.text : nil
    case .parameterClause(let clause):
      guard clause.parameters.count == 1, let parameter = clause.parameters.first else {
        return nil
      }
      return (parameter.secondName ?? parameter.firstName).text
    case nil:
      return nil
    }
  }
}
