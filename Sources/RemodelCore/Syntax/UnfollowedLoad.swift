import SwiftSyntax

/// A load the rule cannot follow in a view model that plainly tracks it by hand: one function,
/// named as a load, sets a loading flag and an error property (the error also through a method
/// of the class, such as `handle(error)`), but not in a shape `LoadingStateShape` recognises
/// (inside `MainActor.run`, in the callbacks of a reactive library, …). Reported with what
/// stops the fix, so the pair is not passed over in silence.
struct UnfollowedLoad {
  let flag: LoadingStateShape.Property
  let error: LoadingStateShape.Property
  let function: FunctionDeclSyntax
  /// Why the rule cannot follow the load, naming where.
  let obstacle: String

  static func find(
    in classDecl: ClassDeclSyntax, functions: [FunctionDeclSyntax], source: ParsedSource
  ) -> UnfollowedLoad? {
    // In declaration order, so the same file always gets the same finding; most classes have
    // no error property, which is cheap to tell.
    let properties = LoadingStateShape.storedProperties(of: classDecl).values
    let errors = properties.filter(isErrorStore).sorted(by: declarationOrder)
    guard !errors.isEmpty else { return nil }
    let flags = properties.filter { property in
      let name = property.name.lowercased()
      return LoadingStateShape.isBool(property)
        && LoadingStateShape.loadingWords.contains(where: name.contains)
        && !LoadingStateShape.actionWords.contains(where: name.contains) && !name.contains("error")
    }.sorted(by: declarationOrder)
    guard !flags.isEmpty else { return nil }
    let loads = functions.filter { isNamedAsLoad($0.name.text) }
    // A load setting both itself names them best; one setting the error through a helper
    // comes second.
    for throughHelpers in [false, true] {
      for function in loads {
        if let load = unfollowed(
          function, flags: flags, errors: errors, among: functions, throughHelpers: throughHelpers,
          source: source)
        {
          return load
        }
      }
    }
    return nil
  }

  /// The load `function` tracks by hand when it sets a loading flag and an error property;
  /// with `throughHelpers`, the error may be set by a method of the class it calls.
  private static func unfollowed(
    _ function: FunctionDeclSyntax, flags: [LoadingStateShape.Property],
    errors: [LoadingStateShape.Property], among functions: [FunctionDeclSyntax],
    throughHelpers: Bool, source: ParsedSource
  ) -> UnfollowedLoad? {
    guard let body = function.body else { return nil }
    let assignments = Assignments.all(in: body)
    // A helper setting the flag may track something else (`updateReadButton()` setting
    // `readingInProgress`); one setting the error reports the load's failure.
    let delegated = throughHelpers ? helperAssignments(in: body, among: functions) : []
    let sets = { (property: LoadingStateShape.Property) in
      assignments.contains { $0.name == property.name }
    }
    guard let flag = flags.first(where: sets),
      let error = errors.first(where: sets)
        ?? errors.first(where: { errorRecordedByMethod($0.name, in: body) != nil })
        ?? errors.first(where: { error in
          delegated.contains { $0.assignment.name == error.name }
        })
    else { return nil }
    let flagValues = assignments.filter { $0.name == flag.name }
    let obstacle: String
    if !sets(error),
      let (call, helper, _) = delegated.first(where: { $0.assignment.name == error.name })
    {
      obstacle =
        "'\(function.name.text)' sets '\(error.name)' through '\(helper.name.text)(…)' at \(source.location(of: call)), which the rule does not follow; set it in the load itself, then run the fix again, or migrate by hand"
    } else if let converted = convertedError(error.name, among: assignments) {
      obstacle =
        "'\(function.name.text)' stores '\(converted.value.prefix { $0 != "(" })\(converted.value.contains("(") ? "(…)" : "")' in '\(error.name)' at \(source.location(of: converted.node)), a value made from the caught error, which '.failure(…)' does not hold; keep it in a property of its own, or migrate by hand"
    } else if flagValues.contains(where: { $0.value == "true" }) {
      obstacle = Self.obstacle(
        in: function, flag: flag.name, error: error.name,
        settingAt: assignments.filter { [flag.name, error.name].contains($0.name) },
        source: source)
    } else if let computed = flagValues.first(where: { $0.value != "false" }) {
      obstacle =
        "'\(function.name.text)' sets '\(flag.name)' to '\(computed.value)' at \(source.location(of: computed.node)), so only some loads show as loading; migrate by hand"
    } else {
      obstacle = startElsewhere(flag.name, load: function, among: functions, source: source)
    }
    return UnfollowedLoad(flag: flag, error: error, function: function, obstacle: obstacle)
  }

  /// An assignment in a `catch` clause of a value built from the error it catches
  /// (`errorAlert = ErrorAlert(error: error, title: …)`), not the error or its description.
  private static func convertedError(_ name: String, among assignments: [Assignments.Assignment])
    -> Assignments.Assignment?
  {
    assignments.first { assignment in
      guard assignment.name == name,
        let clause = assignment.node.ancestorOrSelf(mapping: { $0.as(CatchClauseSyntax.self) })
      else { return false }
      let caught =
        clause.catchItems.first?.pattern?.as(ValueBindingPatternSyntax.self)?.pattern
        .as(IdentifierPatternSyntax.self)?.identifier.text ?? "error"
      return assignment.value != caught && assignment.value != "\(caught).localizedDescription"
        && assignment.node.as(SequenceExprSyntax.self).flatMap(LoadingStateShape.assignment)?.1
          .unqualifiedNames.contains(caught) == true
    }
  }

  private static func declarationOrder(
    _ first: LoadingStateShape.Property, _ second: LoadingStateShape.Property
  ) -> Bool {
    first.binding.position < second.binding.position
  }

  /// `error: Error?`, `loadError: Bool`, `errorMessage: String?` and the like.
  private static func isErrorStore(_ property: LoadingStateShape.Property) -> Bool {
    guard property.name.lowercased().contains("error") else { return false }
    let type = property.binding.typeAnnotation?.type
    return type?.is(OptionalTypeSyntax.self) == true
      || LoadingStateShape.isBool(property) || LoadingStateShape.isNonOptionalString(property)
  }

  /// `load…`, `fetch…`, `reload…`, `refresh…`, `sync…`, `get…`, `request…`, `download…`: a
  /// load, not an action (`performBatchDownload`) or a helper (`updateLoadingViewProperties`).
  private static func isNamedAsLoad(_ name: String) -> Bool {
    ["load", "fetch", "reload", "refresh", "sync", "get", "request", "download"].contains { verb in
      name.hasPrefix(verb)
        && name.dropFirst(verb.count).first.map(\.isUppercase) ?? true
    }
  }

  /// What the class's own methods called in `body` assign (`handle(error)`, `clearError()`),
  /// one call deep, with the call.
  private static func helperAssignments(
    in body: CodeBlockSyntax, among functions: [FunctionDeclSyntax]
  )
    -> [(
      call: FunctionCallExprSyntax, helper: FunctionDeclSyntax, assignment: Assignments.Assignment
    )]
  {
    body.tokens(viewMode: .sourceAccurate).flatMap {
      token -> [(FunctionCallExprSyntax, FunctionDeclSyntax, Assignments.Assignment)] in
      guard
        let call = token.parent?.parent?.as(FunctionCallExprSyntax.self)
          ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id
          || (call.calledExpression.as(MemberAccessExprSyntax.self).map {
            $0.base?.isSelfReference == true && $0.declName.baseName.id == token.id
          } ?? false),
        let helper = functions.first(where: {
          $0.name.text == token.text
            && $0.signature.parameterClause.parameters.count == call.arguments.count
        }),
        let helperBody = helper.body
      else { return [] }
      return Assignments.all(in: helperBody).map { (call, helper, $0) }
    }
  }

  /// The closure an assignment runs in, named by what calls it, or why the plain code is not a
  /// load the rule follows.
  private static func obstacle(
    in function: FunctionDeclSyntax, flag: String, error: String,
    settingAt assignments: [Assignments.Assignment], source: ParsedSource
  ) -> String {
    let name = function.name.text
    for assignment in assignments {
      // What `MainActor.run` runs to its end is followed as if written outside it.
      guard let closure = enclosingClosure(of: assignment.node, within: function),
        LoadOutcome.mainActorRun(holding: closure) == nil,
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
          ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
      else { continue }
      let written = call.calledExpression.trimmedDescription
      let location = source.location(of: call)
      if written.hasSuffix("MainActor.run"), let exit = LoadOutcome.firstReturn(in: closure) {
        return
          "'\(name)' sets '\(assignment.name)' inside '\(written)' at \(location), whose closure may return before its end at \(source.location(of: exit)), which the rule does not follow; migrate by hand"
      }
      if written.hasSuffix("MainActor.run") || written.hasSuffix("main.async") {
        return
          "'\(name)' sets '\(assignment.name)' inside '\(written)' at \(location), which the rule does not follow; set it directly in a '@MainActor' function, then run the fix again, or migrate by hand"
      }
      // `remoteVoices.load()\n.subscribe(…)` is named by its last member.
      let callee =
        call.calledExpression.as(MemberAccessExprSyntax.self).map {
          ($0.base == nil ? "." : "….") + $0.declName.baseName.text
        } ?? written
      return
        "'\(name)' sets '\(assignment.name)' in a closure '\(callee)(…)' calls at \(location), which the rule does not follow; migrate by hand"
    }
    if let body = function.body {
      if let reset = conditionalDeferredReset(of: flag, in: body) {
        return
          "'\(name)' resets '\(flag)' in its 'defer' only under the 'if' at \(source.location(of: reset)) (while no newer load has started, say), which one 'Loadable' value set around one awaited call does not express; migrate by hand"
      }
      let flagValues = assignments.filter { $0.name == flag }
      if let start = onlyUnderCondition(flagValues.filter { $0.value == "true" }, in: body) {
        return
          "'\(name)' sets '\(flag)' only under the 'if' at \(source.location(of: start)), so some of its loads (a next page, say) do not show as loading, which one 'Loadable' value set around the awaited call does not express; migrate by hand"
      }
      if let end = onlyUnderCondition(flagValues.filter { $0.value == "false" }, in: body) {
        return
          "'\(name)' resets '\(flag)' only under the 'if' at \(source.location(of: end)) (while the task is not cancelled, say), so a load may end still showing as loading, which one 'Loadable' value set around the awaited call does not express; migrate by hand"
      }
      if let record = errorRecordedByMethod(error, in: body) {
        return
          "'\(name)' records the error with '\(record.calledExpression.trimmedDescription)(…)' at \(source.location(of: record)) instead of storing it in '\(error)', so what '.failure' should hold is unknown; store the error itself, then run the fix again, or migrate by hand"
      }
      if let (always, eachBranch) = alwaysAwaiting(body.statements) {
        if eachBranch {
          let keyword = always.firstToken(viewMode: .sourceAccurate)?.text ?? "if"
          return
            "'\(name)' loads in each branch of the '\(keyword)' at \(source.location(of: always)), each its own way (a first page and the next ones, say), which one 'Loadable' value set around one awaited call does not express; migrate by hand"
        }
      } else if let condition = conditionOfFirstAwait(in: function) {
        let keyword = condition.firstToken(viewMode: .sourceAccurate)?.text ?? "if"
        return
          "'\(name)' awaits its load only under the '\(keyword)' at \(source.location(of: condition)), so some calls skip it, which one 'Loadable' value set around the awaited call does not express; migrate by hand"
      }
      let loads = body.statements.compactMap { $0.item.as(DoStmtSyntax.self) }.filter {
        !$0.catchClauses.isEmpty && awaitsOutsideClosures(Syntax($0.body))
      }
      if loads.count > 1 {
        return
          "'\(name)' awaits in the 'do' at \(source.location(of: loads[0])) and again in the one at \(source.location(of: loads[1])), each with a 'catch' of its own, which one 'Loadable' value set around one awaited call does not express; migrate by hand"
      }
      let tokens = body.tokens(viewMode: .sourceAccurate)
      let firstAwait = tokens.first { $0.tokenKind == .keyword(.await) }
      if let binding = firstAwait.flatMap({ optionalBinding(around: $0, settingNot: error) }) {
        return
          "'\(name)' stores what it loads only when the '\(binding.firstToken(viewMode: .sourceAccurate)?.text ?? "if") let' at \(source.location(of: binding)) binds a value, so a load returning nil ends with neither data nor an error, which no 'Loadable' case shows; decide what the view should show then and migrate by hand"
      }
      // Set and reset in one run: a delegate or notification may reset a flag left set.
      if firstAwait == nil,
        assignments.contains(where: { $0.name == flag && $0.value == "false" })
      {
        return
          "'\(name)' at \(source.location(of: function.name)) awaits nothing and takes no completion handler: it sets '\(flag)' and resets it in one run, so no view sees it loading and '.loading' would show no more; drop the flag (or load asynchronously), then run the fix again, or migrate by hand"
      }
      // `try?` and `try!` fail nothing a `catch` could store.
      let throwsSomething = tokens.contains {
        $0.tokenKind == .keyword(.try)
          && $0.parent?.as(TryExprSyntax.self)?.questionOrExclamationMark == nil
      }
      if let firstAwait, !throwsSomething {
        return
          "'\(name)' awaits at \(source.location(of: firstAwait)) only calls that do not throw, so '\(error)' is set from what they return, where '.failure(…)' would hold an error a 'catch' caught; migrate by hand"
      }
      // Its failures are swallowed (`catch { return nil }`) or reported in another property.
      let errorValues = assignments.filter { $0.name == error }
      if let clear = errorValues.first,
        errorValues.allSatisfy({ ["nil", "false", "\"\""].contains($0.value) })
      {
        return
          "'\(name)' only clears '\(error)' (at \(source.location(of: clear.node))) and never sets it when something fails, so no path of it would end in '.failure'; set it in the 'catch' of the load (or stop clearing it there), then run the fix again, or migrate by hand"
      }
    }
    return
      "the rule follows a load written as 'do'/'catch' around an awaited call, a completion handler switching over its 'Result', or a Combine 'sink', and '\(name)' at \(source.location(of: function.name)) is none of them; migrate by hand"
  }

  /// An `if` inside a `defer` of `body` that sets `flag`: `defer { if loadID == id { isLoading =
  /// false } }`.
  private static func conditionalDeferredReset(of flag: String, in body: CodeBlockSyntax)
    -> IfExprSyntax?
  {
    body.statements.lazy.compactMap { $0.item.as(DeferStmtSyntax.self) }.compactMap { deferred in
      Assignments.all(in: deferred.body).lazy.filter { $0.name == flag }.compactMap {
        $0.node.ancestorOrSelf(mapping: { $0.as(IfExprSyntax.self) })
      }.first { deferred.body.range.contains($0.position) }
    }.first
  }

  /// The `if` without `else` of `body` that the first of `assignments` runs under, when each
  /// of them runs under one (`if status == .firstPage { isLoading = true }`): only some calls
  /// make that change. Branches of an `if … else` or a `switch` may each make it; an
  /// assignment in a `catch` or `guard … else` is on its way out, not under a condition.
  private static func onlyUnderCondition(
    _ assignments: [Assignments.Assignment], in body: CodeBlockSyntax
  ) -> IfExprSyntax? {
    let conditions = assignments.map { assignment -> IfExprSyntax? in
      var current = assignment.node.parent
      while let node = current, node.id != Syntax(body).id {
        if node.is(ClosureExprSyntax.self) || node.is(CatchClauseSyntax.self)
          || node.is(GuardStmtSyntax.self)
        {
          return nil
        }
        if let condition = node.as(IfExprSyntax.self), condition.elseBody == nil {
          return condition
        }
        current = node.parent
      }
      return nil
    }
    guard let first = conditions.first, conditions.allSatisfy({ $0 != nil }) else { return nil }
    return first
  }

  /// A method called on the error property in a `catch` clause (`lastError.record(error)`,
  /// `self.lastError.record(error)`), which changes it some way of its own.
  private static func errorRecordedByMethod(_ error: String, in body: CodeBlockSyntax)
    -> FunctionCallExprSyntax?
  {
    body.tokens(viewMode: .sourceAccurate).lazy.compactMap { token -> FunctionCallExprSyntax? in
      guard token.text == error, let reference = token.parent?.as(DeclReferenceExprSyntax.self)
      else { return nil }
      let selfQualified = reference.parent?.as(MemberAccessExprSyntax.self).flatMap {
        $0.base?.isSelfReference == true && $0.declName.id == reference.id ? ExprSyntax($0) : nil
      }
      let property = selfQualified ?? ExprSyntax(reference)
      guard let method = property.parent?.as(MemberAccessExprSyntax.self),
        method.base?.id == property.id,
        let call = method.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == method.id,
        call.ancestorOrSelf(mapping: { $0.as(CatchClauseSyntax.self) }) != nil
      else { return nil }
      return call
    }.first
  }

  /// The `if let` (without `else`) or `guard let` whose first condition binds what
  /// `awaitKeyword` awaits (`if let user = try await api.user()`), outside closures, when
  /// what runs if it binds nothing does not set `error`.
  private static func optionalBinding(around awaitKeyword: TokenSyntax, settingNot error: String)
    -> Syntax?
  {
    var current = awaitKeyword.parent
    while let node = current, !node.is(ClosureExprSyntax.self), !node.is(CodeBlockItemSyntax.self) {
      if let condition = node.as(ConditionElementSyntax.self) {
        guard condition.condition.is(OptionalBindingConditionSyntax.self),
          let list = condition.parent?.as(ConditionElementListSyntax.self),
          list.first?.id == condition.id, let statement = list.parent
        else { return nil }
        if let ifExpression = statement.as(IfExprSyntax.self), ifExpression.elseBody == nil {
          return statement
        }
        let setsError = { (body: CodeBlockSyntax) in
          body.tokens(viewMode: .sourceAccurate).contains { $0.text == error }
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self),
          !setsError(guardStatement.body)
        {
          return statement
        }
        return nil
      }
      current = node.parent
    }
    return nil
  }

  /// The outermost `if`, `guard` or `switch` of `function` that its first `await` runs under;
  /// not one whose subject or first condition it is (`switch await api.settings()`), which
  /// every call evaluates.
  private static func conditionOfFirstAwait(in function: FunctionDeclSyntax) -> Syntax? {
    guard
      let awaitKeyword = function.body?.tokens(viewMode: .sourceAccurate).first(where: {
        $0.tokenKind == .keyword(.await)
      })
    else { return nil }
    var outermost: Syntax?
    // The nodes between the `await` and the one looked at.
    var within: Set<SyntaxIdentifier> = [Syntax(awaitKeyword).id]
    var current = awaitKeyword.parent
    while let node = current, node.id != Syntax(function).id {
      if node.is(ClosureExprSyntax.self) { return nil }
      let evaluatedFirst = [
        node.as(SwitchExprSyntax.self)?.subject.id,
        node.as(IfExprSyntax.self)?.conditions.first?.id,
        node.as(GuardStmtSyntax.self)?.conditions.first?.id,
      ].contains { $0.map(within.contains) == true }
      if !evaluatedFirst,
        node.is(IfExprSyntax.self) || node.is(GuardStmtSyntax.self)
          || node.is(SwitchExprSyntax.self)
      {
        outermost = node
      }
      within.insert(node.id)
      current = node.parent
    }
    return outermost
  }

  /// The first of `statements` (looking into `do` bodies) that awaits on every way through it,
  /// and whether it does so as an `if` or `switch` each branch of which awaits; nil when a call
  /// may end without awaiting.
  private static func alwaysAwaiting(_ statements: CodeBlockItemListSyntax)
    -> (statement: Syntax, eachBranch: Bool)?
  {
    for item in statements {
      var node = Syntax(item.item)
      if let expression = node.as(ExpressionStmtSyntax.self) {
        node = Syntax(expression.expression)
      }
      if let doStatement = node.as(DoStmtSyntax.self) {
        if let found = alwaysAwaiting(doStatement.body.statements) { return found }
        continue
      }
      if node.is(IfExprSyntax.self) || node.is(SwitchExprSyntax.self) {
        if everyBranchAwaits(node) { return (node, true) }
        continue
      }
      if node.is(GuardStmtSyntax.self) || node.is(ForStmtSyntax.self)
        || node.is(WhileStmtSyntax.self)
      {
        continue
      }
      if awaitsOutsideClosures(node) { return (node, false) }
    }
    return nil
  }

  /// Whether each way through an `if` (with its `else`) or a `switch` reaches an `await`.
  private static func everyBranchAwaits(_ node: Syntax) -> Bool {
    if let ifExpression = node.as(IfExprSyntax.self) {
      guard awaitsOutsideClosures(Syntax(ifExpression.body)),
        let elseBody = ifExpression.elseBody
      else { return false }
      if let elseIf = elseBody.as(IfExprSyntax.self) { return everyBranchAwaits(Syntax(elseIf)) }
      return awaitsOutsideClosures(Syntax(elseBody))
    }
    if let switchExpression = node.as(SwitchExprSyntax.self) {
      return switchExpression.cases.allSatisfy { awaitsOutsideClosures(Syntax($0)) }
    }
    return false
  }

  private static func awaitsOutsideClosures(_ node: Syntax) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains { token in
      token.tokenKind == .keyword(.await) && !token.isInClosure(below: node)
    }
  }

  /// The load only resets the flag: the function that sets it, when there is one.
  private static func startElsewhere(
    _ flag: String, load: FunctionDeclSyntax, among functions: [FunctionDeclSyntax],
    source: ParsedSource
  ) -> String {
    let starter = functions.lazy.compactMap { function in
      function.body.flatMap { body in
        Assignments.all(in: body).first { $0.name == flag && $0.value == "true" }
      }.map { (function, $0) }
    }.first
    guard let (function, start) = starter else {
      return
        "'\(load.name.text)' at \(source.location(of: load.name)) resets '\(flag)' but never sets it; migrate by hand"
    }
    return
      "'\(flag)' is set at \(source.location(of: start.node)) in '\(function.name.text)', not in the load '\(load.name.text)'; set it where the load starts, then run the fix again, or migrate by hand"
  }

  private static func enclosingClosure(of node: Syntax, within function: FunctionDeclSyntax)
    -> ClosureExprSyntax?
  {
    var current = node.parent
    while let candidate = current, candidate.id != Syntax(function).id {
      if let closure = candidate.as(ClosureExprSyntax.self) { return closure }
      current = candidate.parent
    }
    return nil
  }
}

/// Every `name = value` (or `self.name = value`) in a function's body, closures included.
private final class Assignments: SyntaxVisitor {
  struct Assignment {
    let name: String
    let value: String
    let node: Syntax
  }

  private var found: [Assignment] = []

  static func all(in body: CodeBlockSyntax) -> [Assignment] {
    let visitor = Assignments(viewMode: .sourceAccurate)
    visitor.walk(body)
    return visitor.found
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let (name, value) = LoadingStateShape.assignment(node) {
      found.append(Assignment(name: name, value: value.trimmedDescription, node: Syntax(node)))
    }
    return .visitChildren
  }
}
