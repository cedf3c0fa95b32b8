import SwiftSyntax

/// The three properties and the load function of a view model that tracks one async load by
/// hand: a Bool flag set around an `await`, an error property cleared before it and set in
/// `catch`, and the data property assigned from the awaited `try`. Found by role, not by name.
struct LoadingStateShape {
  /// A stored property of the class with the pieces the migration edits.
  struct Property {
    let variable: VariableDeclSyntax
    let binding: PatternBindingSyntax
    let name: String
  }

  /// How the error is stored, which decides how readers are rewritten.
  enum ErrorKind: Equatable {
    /// `Error?`: readers get `data.error`.
    case error
    /// `String?` holding a message: readers get `data.error?.localizedDescription`.
    case message
    /// A Bool such as `showError`: readers get `data.error != nil`.
    case flag
    /// A concrete error type such as `AppError?`, assigned the caught error itself: readers
    /// get `data.error as? AppError`, or `data.error` when `Loadable` fails with that type.
    case typed(String)
    /// `NSError?` assigned the caught error bridged (`error as NSError`), which loses nothing:
    /// readers get `data.error as NSError?`.
    case bridgedToNSError
  }

  /// What makes a recognised shape unsafe to fix, with the node to point at.
  enum Blocker {
    /// A `catch` clause or `.failure` case that sets the error binds none for `.failure(…)`.
    case failureBindsNoError(Syntax)
    /// A `catch` clause that ends the load with neither data nor an error.
    case failureWithoutOutcome(Syntax)
    /// The error property stores something made from the caught error (`error as? AppError`).
    case convertedError(CodeBlockItemSyntax)
    /// The load goes through Combine's `sink`.
    case combineSink(FunctionCallExprSyntax)
    /// The flag is set only under a condition (`if !isRefresh { isLoading = true }`), so some
    /// loads keep showing the previous data and error.
    case conditionalStart(IfExprSyntax)
    /// The flag is reset outside the `Task` that loads, as soon as the task has started.
    case resetBeforeLoadEnds(CodeBlockItemSyntax)
    /// The error is set inside a branch of a `catch` clause (`if case … { error = … } else …`).
    case errorSetInBranch(CodeBlockItemSyntax)
    /// The error is set by a method of the class that `catch` calls (`handleError(error)`).
    case errorSetInHelper(call: CodeBlockItemSyntax, assignment: CodeBlockItemSyntax)
    /// A `defer` resets the flag, and a statement between it and the load may leave the
    /// function (`guard … else { return }`): after the fix nothing would end `.loading` there.
    case exitBeforeLoad(exit: CodeBlockItemSyntax, deferred: CodeBlockItemSyntax)
    /// The flag is reset when the load succeeds but not in this failure path.
    case flagKeptOnFailure(Syntax)
    /// The load stores its value only in a branch or by adding to a property (paging), which
    /// one `Loadable` value set on every success cannot express.
    case valueStoredInBranch(CodeBlockItemSyntax)
    /// The flag starts `true` in its declaration and the load only resets it, so only the first
    /// load shows as loading.
    case flagStartsTrue(PatternBindingSyntax)
    /// The error is a non-optional `String` where `""` stands for no error (`var errorMessage =
    /// ""`): readers test it with `isEmpty`, which `Loadable`'s optional error does not answer.
    case emptyStringMeansNoError(PatternBindingSyntax)
  }

  /// The property that holds the loaded value and the statement that assigns it.
  struct Loaded {
    let property: Property
    /// `data = try await …`, or `data = value` in a completion handler.
    let assignment: SequenceExprSyntax
  }

  let classDecl: ClassDeclSyntax
  /// The functions of the class and of its extensions in the same file.
  let functions: [FunctionDeclSyntax]
  let loadFunction: FunctionDeclSyntax
  let flag: Property
  let error: Property
  let errorKind: ErrorKind
  /// Nil when the load keeps its value elsewhere; `unstoredSuccess` then holds its `do` body.
  let loaded: Loaded?
  /// The `do` body of a load that keeps what it loads elsewhere (`try await
  /// session.signIn(…)`, a database, a results controller), at whose end a `Loadable<Void>`
  /// succeeds, where the flag's reset after the `do` ran.
  let unstoredSuccess: [CodeBlockItemSyntax]?
  /// The name of the `Loadable<Void>` of a load keeping its value elsewhere: its function's
  /// (`signInState`).
  var voidStateName: String { loadFunction.name.text + "State" }
  /// `flag = true`, replaced by `data = .loading`; nil when the flag starts `true` instead.
  let start: CodeBlockItemSyntax?
  /// `error = nil` and every `flag = false` or `defer { flag = false }`: removed.
  let removedStatements: [CodeBlockItemSyntax]
  /// The statement in each `catch` clause (or `.failure` case) that sets the error, replaced by
  /// `data = .failure(…)`, with the name the clause binds the error to.
  let errorAssignments: [(statement: CodeBlockItemSyntax, caughtName: String)]
  /// The message `catch` builds itself (`"Could not load"`, or one of several messages), which
  /// `Loadable` would replace with the error's own description: report, do not fix.
  let customErrorMessage: (message: String, statement: CodeBlockItemSyntax)?
  /// The one message every `catch` builds from the caught error alone (`"Could not load:
  /// \(error.localizedDescription)"`): the property stays, computed from the error the
  /// `Loadable` keeps.
  let errorMessageFormat: (caughtName: String, literal: String)?
  /// The properties a load storing several values assigns, in order: they stay as they are,
  /// and a `Loadable<Void>` says how the load went.
  let severalLoadedProperties: [String]
  /// Why the shape, though recognised, must be reported instead of fixed.
  let blocker: Blocker?
  /// The statement setting an error that is never cleared when another load starts or
  /// succeeds: `Loadable` drops it at the next load, so the fix is unsafe.
  let errorKeptAcrossLoads: CodeBlockItemSyntax?

  /// The shape in `classDecl`, if its members have one.
  /// `functions` are the class's and those of its extensions in the same file, where the load
  /// function may be (`extension Model { func load() async { … } }`).
  static func find(in classDecl: ClassDeclSyntax, functions: [FunctionDeclSyntax])
    -> LoadingStateShape?
  {
    let properties = storedProperties(of: classDecl)
    var unstored: LoadingStateShape?
    for function in functions {
      guard let outcome = LoadOutcome.find(in: function, properties: Set(properties.keys)),
        let shape = LoadingStateShape(classDecl, functions, function, outcome, properties)
      else { continue }
      // A load that stores its value comes first; one keeping it elsewhere gets `Loadable<Void>`.
      if shape.loaded != nil { return shape }
      unstored = unstored ?? shape
    }
    return unstored
  }

  /// The functions of the class and of `extensions` of it.
  static func functions(of classDecl: ClassDeclSyntax, extensions: [ExtensionDeclSyntax])
    -> [FunctionDeclSyntax]
  {
    ([classDecl.memberBlock] + extensions.map(\.memberBlock)).flatMap {
      $0.flattenedDecls.compactMap { $0.as(FunctionDeclSyntax.self) }
    }
  }

  static func storedProperties(of classDecl: ClassDeclSyntax) -> [String: Property] {
    var properties: [String: Property] = [:]
    for decl in classDecl.memberBlock.flattenedDecls {
      guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic,
        variable.bindingSpecifier.tokenKind == .keyword(.var),
        let name = variable.singleBindingName, let binding = variable.bindings.first,
        binding.isStored
      else { continue }
      properties[name] = Property(variable: variable, binding: binding, name: name)
    }
    return properties
  }

  /// The error property one failure path sets.
  private struct ErrorStore {
    let property: Property
    let kind: ErrorKind
    let statement: CodeBlockItemSyntax
    /// What is assigned when it is not the caught error in a form `Loadable` keeps.
    let otherValue: String?
  }

  private init?(
    _ classDecl: ClassDeclSyntax, _ functions: [FunctionDeclSyntax], _ function: FunctionDeclSyntax,
    _ outcome: LoadOutcome, _ properties: [String: Property]
  ) {
    // What the view shows is published; a `hasMore` set from the same result is not.
    let isPublished = { (name: String) in
      properties[name]?.variable.attributes.attribute(named: ["Published"]) != nil
    }
    let dataAssignments =
      outcome.dataAssignments.filter { isPublished($0.0) }
      + outcome.dataAssignments.filter { !isPublished($0.0) }
    // One `Loadable` holds one value: a load storing several keeps them where they are.
    let storesSeveral = dataAssignments.count > 1
    let loaded =
      storesSeveral
      ? nil
      : dataAssignments.first.flatMap { name, assignment in
        properties[name].map { Loaded(property: $0, assignment: assignment) }
      }
    guard loaded != nil || storesSeveral || outcome.unstoredLoad != nil else { return nil }

    // The flag: a Bool property set true before the load, or first thing in `do`.
    let load =
      loaded.map { Syntax($0.assignment) }
      ?? ([outcome.unstoredLoad.map(Syntax.init)] + dataAssignments.map { Syntax($0.1) })
      .compactMap { $0 }.min { $0.position < $1.position }
    let leading = outcome.success.prefix {
      ![Syntax($0).id, Syntax($0.item).id].contains(load?.id)
    }
    var blocker: Blocker?
    let flagStart =
      (outcome.before + leading).lazy.compactMap { Self.flagStart($0, properties) }.first
      ?? outcome.before.lazy.compactMap { statement -> (Property, CodeBlockItemSyntax)? in
        guard
          let condition = statement.item.as(ExpressionStmtSyntax.self)?.expression
            .as(IfExprSyntax.self),
          let start = condition.body.statements.lazy.compactMap({
            Self.flagStart($0, properties)
          }).first
        else { return nil }
        blocker = .conditionalStart(condition)
        return start
      }.first
    let flag: Property
    var start: CodeBlockItemSyntax?
    if let (property, statement) = flagStart {
      (flag, start) = (property, statement)
    } else if let property = Self.flagStartingTrue(outcome, properties) {
      flag = property
      blocker = .flagStartsTrue(property.binding)
    } else {
      return nil
    }
    // A flag named for an action (`isSavingChanges`) tracks sending, not loading, even when the
    // reply is stored.
    if Self.actionWords.contains(where: flag.name.lowercased().contains) { return nil }
    // Without a loaded value only the name tells a load from an action such as saving.
    if loaded == nil && !storesSeveral {
      let name = flag.name.lowercased()
      guard outcome.unstoredLoad != nil,
        ["load", "fetch", "sync", "refresh"].contains(where: name.contains)
      else { return nil }
      blocker = outcome.branchStore.map(Blocker.valueStoredInBranch) ?? blocker
    }

    // The error: set in every failure path (the same property, the same way), cleared before
    // the load or once it succeeded.
    var found: [ErrorStore] = []
    var stores: [(store: ErrorStore, caughtName: String)] = []
    let roles = [flag] + dataAssignments.compactMap { properties[$0.0] }
    let candidates = outcome.failures.map {
      Self.errorStores(in: $0.statements, caughtName: $0.caughtName, properties, roles: roles)
    }
    // The error property is the one every failure path that sets one sets.
    let setting = candidates.filter { !$0.isEmpty }
    let errorName = setting.first?.first { candidate in
      setting.allSatisfy { $0.contains { $0.property.name == candidate.property.name } }
    }?.property.name
    // When none does, the fallback below looks deeper.
    for (failure, candidates) in zip(outcome.failures, candidates) where !setting.isEmpty {
      let store = candidates.first { $0.property.name == errorName }
      guard let store else {
        // `self.error = .offline` stores an error of its own; `catch is CancellationError { }`
        // ends the load with nothing `Loadable` can show.
        let ownError = failure.statements.first {
          Self.simpleAssignment($0).map { $0.0 == errorName && $0.1 != "nil" } ?? false
        }
        blocker =
          blocker ?? (ownError.map(Blocker.convertedError) ?? .failureWithoutOutcome(failure.node))
        continue
      }
      found.append(store)
      guard let caughtName = failure.caughtName else {
        blocker = blocker ?? .failureBindsNoError(failure.node)
        continue
      }
      if store.otherValue != nil, store.kind != .message {
        blocker = blocker ?? .convertedError(store.statement)
      }
      stores.append((store, caughtName))
    }
    if setting.isEmpty,
      let (own, call) = Self.ownErrorStore(outcome, functions, properties, roles: roles)
    {
      // No failure path stores the caught error as it is: an error of its own
      // (`self.error = .failedToLoad`), one set in a branch of `catch` or by a method it calls.
      found = [own]
      let isTopLevel = outcome.failures.contains { $0.statements.contains(own.statement) }
      blocker =
        blocker
        ?? (call.map { .errorSetInHelper(call: $0, assignment: own.statement) }
          ?? (isTopLevel ? .convertedError(own.statement) : .errorSetInBranch(own.statement)))
    }
    guard let first = found.first, found.allSatisfy({ $0.kind == first.kind }) else { return nil }
    let error = first.property
    if Self.isNonOptionalString(error) {
      blocker = blocker ?? .emptyStringMeansNoError(error.binding)
    }
    let clearValue = first.kind == .flag ? "false" : "nil"
    let clears = (outcome.before + outcome.success).filter {
      Self.simpleAssignment($0).map { $0 == (error.name, clearValue) } ?? false
    }
    self.errorKeptAcrossLoads = clears.isEmpty ? first.statement : nil
    if let sink = outcome.sink { blocker = .combineSink(sink) }

    // The flag is reset after the load: in a `defer`, after the outcome, or at the end of
    // every path.
    let resets = outcome.around.compactMap { Self.removableReset($0, of: flag.name) }
    if let deferIndex = outcome.around.firstIndex(where: {
      $0.item.is(DeferStmtSyntax.self) && Self.removableReset($0, of: flag.name) != nil
    }),
      let firstLoaded = outcome.success.first,
      let loadIndex = outcome.around.firstIndex(where: { $0.range.contains(firstLoaded.position) }),
      deferIndex < loadIndex,
      let exit = Self.earlyExit(in: outcome.around[(deferIndex + 1)..<loadIndex])
    {
      blocker = blocker ?? .exitBeforeLoad(exit: exit, deferred: outcome.around[deferIndex])
    }
    let paths = [outcome.success] + outcome.failures.map(\.statements)
    let branchResets = paths.joined().filter { Self.isReset($0, of: flag.name) }
    if resets.isEmpty && branchResets.count != paths.count {
      let early = outcome.outsideTask.first { Self.isResetOrDeferredReset($0, of: flag.name) }
      let kept = outcome.failures.first { failure in
        !failure.statements.contains { Self.isReset($0, of: flag.name) }
      }
      if let early {
        blocker = blocker ?? .resetBeforeLoadEnds(early)
      } else if let kept, outcome.success.contains(where: { Self.isReset($0, of: flag.name) }) {
        blocker = blocker ?? .flagKeptOnFailure(kept.node)
      } else {
        return nil
      }
    }

    self.classDecl = classDecl
    self.functions = functions
    self.loadFunction = function
    self.flag = flag
    self.error = error
    self.errorKind = first.kind
    self.loaded = loaded
    // A load storing its value only in a branch stores it after all, in no `Loadable<Void>`.
    self.unstoredSuccess =
      loaded == nil && outcome.branchStore == nil && (outcome.unstoredLoad != nil || storesSeveral)
      ? outcome.success : nil
    self.start = start
    self.removedStatements =
      clears + resets + branchResets
      + Self.dataClears(in: outcome, of: loaded?.property, startingAt: start)
    self.errorAssignments = stores.map { ($0.store.statement, $0.caughtName) }
    let ownMessages = stores.filter { $0.store.kind == .message && $0.store.otherValue != nil }
    let format = ownMessages.first.flatMap { first -> (caughtName: String, literal: String)? in
      guard ownMessages.count == stores.count,
        let literal = Self.assignedValue(of: first.store.statement),
        Self.isMessageBuilt(literal, fromOnly: first.caughtName)
      else { return nil }
      // A message that never reads the error is the same whatever each `catch` calls it.
      let readsError = literal.tokens(viewMode: .sourceAccurate).contains {
        $0.tokenKind == .identifier(first.caughtName)
      }
      guard
        ownMessages.allSatisfy({
          (!readsError || $0.caughtName == first.caughtName)
            && $0.store.otherValue == first.store.otherValue
        })
      else { return nil }
      return (readsError ? first.caughtName : "_", literal.trimmedDescription)
    }
    self.errorMessageFormat = format
    self.customErrorMessage =
      format != nil
      ? nil
      : ownMessages.lazy.compactMap { store in
        store.store.otherValue.map { ($0, store.store.statement) }
      }.first
    self.severalLoadedProperties =
      storesSeveral ? dataAssignments.sorted { $0.1.position < $1.1.position }.map(\.0) : []
    self.blocker = blocker
  }

  /// The properties other than `roles` a failure path sets as an error could be stored: first
  /// those set to the caught error in a form `Loadable` keeps, then those set to a value of
  /// their own (a message, an error made from the caught one).
  private static func errorStores(
    in statements: [CodeBlockItemSyntax], caughtName: String?, _ properties: [String: Property],
    roles: [Property]
  ) -> [ErrorStore] {
    let assignments = statements.compactMap {
      statement -> (Property, ExprSyntax, CodeBlockItemSyntax)? in
      guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
        let (name, value) = assignment(sequence), let property = properties[name],
        !roles.contains(where: { $0.name == name })
      else { return nil }
      return (property, value, statement)
    }
    let exact = assignments.compactMap { property, value, statement -> ErrorStore? in
      errorKind(of: property, assignedValue: value.trimmedDescription, caughtName: caughtName ?? "")
        .map { ErrorStore(property: property, kind: $0, statement: statement, otherValue: nil) }
    }
    let ownValues = assignments.compactMap { property, value, statement -> ErrorStore? in
      // `errorMessage = "Could not load"` into `var errorMessage = ""`: a message all the same.
      if isNonOptionalString(property), value.trimmedDescription != "\"\"" {
        return ErrorStore(
          property: property, kind: .message, statement: statement,
          otherValue: value.trimmedDescription)
      }
      guard let type = property.binding.typeAnnotation?.type.as(OptionalTypeSyntax.self),
        !value.is(NilLiteralExprSyntax.self)
      else { return nil }
      if isOptionalString(property) {
        return ErrorStore(
          property: property, kind: .message, statement: statement,
          otherValue: value.trimmedDescription)
      }
      // An error type (`AppError?`) or a cast of the caught error, not any value made from it
      // (`notice = Notice(error)`).
      let typeName = type.wrappedType.trimmedDescription
      guard let caughtName, value.unqualifiedNames.contains(caughtName),
        typeName.hasSuffix("Error") || value.is(AsExprSyntax.self)
          || value.as(SequenceExprSyntax.self)?.elements.contains(where: {
            $0.is(UnresolvedAsExprSyntax.self)
          }) == true
      else { return nil }
      return ErrorStore(
        property: property, kind: .typed(typeName), statement: statement,
        otherValue: value.trimmedDescription)
    }
    return exact + ownValues
  }

  /// What an error property holds when there is no error (`.none` for an enum of states).
  private static let clearedValues: Set<String> = ["nil", "false", ".none"]

  /// A property other than `roles` that a failure path sets, at any depth or in a method of
  /// the class it calls with the caught error, to something other than the caught error, and
  /// that the load clears before it starts or once it succeeded; with the call, if any.
  private static func ownErrorStore(
    _ outcome: LoadOutcome, _ functions: [FunctionDeclSyntax], _ properties: [String: Property],
    roles: [Property]
  ) -> (ErrorStore, call: CodeBlockItemSyntax?)? {
    let cleared = Set(
      (outcome.before + outcome.success).compactMap { statement -> String? in
        guard let (name, value) = simpleAssignment(statement), clearedValues.contains(value)
        else { return nil }
        return name
      })
    func store(in statements: [CodeBlockItemSyntax]) -> ErrorStore? {
      for statement in branchStatements(statements) {
        // An error type's property names its error even when nothing clears it.
        guard let (name, value) = simpleAssignment(statement), !clearedValues.contains(value),
          let property = properties[name], !roles.contains(where: { $0.name == name }),
          cleared.contains(name) || isOptionalErrorType(property)
        else { continue }
        if isBool(property), !isErrorFlag(property) { continue }
        let kind: ErrorKind =
          isBool(property) ? .flag : isOptionalString(property) ? .message : .error
        return ErrorStore(property: property, kind: kind, statement: statement, otherValue: value)
      }
      return nil
    }
    for failure in outcome.failures {
      if let own = store(in: failure.statements) { return (own, nil) }
      guard let caughtName = failure.caughtName else { continue }
      for statement in branchStatements(failure.statements) {
        guard let call = statement.item.as(FunctionCallExprSyntax.self),
          call.arguments.contains(where: { $0.expression.unqualifiedNames.contains(caughtName) }),
          let called =
            (call.calledExpression.as(DeclReferenceExprSyntax.self)
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap {
              $0.base?.isSelfReference == true ? $0.declName : nil
            })?.baseName.text,
          let helper = functions.first(where: { $0.name.text == called }),
          let own = store(in: Array(helper.body?.statements ?? []))
        else { continue }
        return (own, statement)
      }
    }
    return nil
  }

  /// The statements of a block and of the branches nested in it, not those of closures it
  /// creates, which run at another time.
  private static func branchStatements(_ statements: [CodeBlockItemSyntax]) -> [CodeBlockItemSyntax]
  {
    let collector = BranchStatements(viewMode: .sourceAccurate)
    for statement in statements { collector.walk(statement) }
    return collector.statements
  }

  /// `data = nil` (or `data = []` where `[]` is its initial value) before the load or when it
  /// fails: what `.loading` and `.failure` show, so removed, before the load when nothing
  /// between it and the flag's start may leave with the data cleared and no load started.
  private static func dataClears(
    in outcome: LoadOutcome, of data: Property?, startingAt start: CodeBlockItemSyntax?
  ) -> [CodeBlockItemSyntax] {
    guard let data, let start else { return [] }
    let initial = data.binding.initializer?.value.trimmedDescription
    let empty: Set<String>
    if data.binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true {
      empty = ["nil"]
    } else if let initial, initial == "[]" || (initial.hasPrefix("[") && initial.hasSuffix("]()")) {
      empty = ["[]", initial]
    } else {
      empty = []
    }
    func clears(_ statement: CodeBlockItemSyntax) -> Bool {
      simpleAssignment(statement).map { $0.0 == data.name && empty.contains($0.1) } ?? false
    }
    let before = outcome.before.filter { statement in
      guard clears(statement) else { return false }
      let span = min(statement.position, start.position)...max(statement.position, start.position)
      let between = outcome.before.filter { $0.id != statement.id && span.contains($0.position) }
      return earlyExit(in: between[...]) == nil
    }
    return before + outcome.failures.flatMap { $0.statements.filter(clears) }
  }

  /// `name = value` or `self.name = value` as a whole statement: the name and the value's text.
  static func simpleAssignment(_ statement: CodeBlockItemSyntax) -> (String, String)? {
    guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
      let (name, value) = assignment(sequence)
    else { return nil }
    return (name, value.trimmedDescription)
  }

  static func assignment(_ sequence: SequenceExprSyntax) -> (String, ExprSyntax)? {
    let elements = Array(sequence.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
    // `error as? AppError ?? .unknown` is still unfolded: keep its elements together.
    let value =
      elements.count == 3
      ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[2...])))
    if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
      return (reference.baseName.text, value)
    }
    // `self.name`, or `self?.name` in a closure capturing `[weak self]`.
    if let member = elements[0].as(MemberAccessExprSyntax.self),
      let base = member.base?.as(OptionalChainingExprSyntax.self)?.expression ?? member.base,
      base.isSelfReference
    {
      return (member.declName.baseName.text, value)
    }
    return nil
  }

  private static func isReset(_ statement: CodeBlockItemSyntax, of flag: String) -> Bool {
    simpleAssignment(statement).map { $0 == (flag, "false") } ?? false
  }

  /// The first of `statements` that may leave the function (`return`, `throw`, `guard`, a
  /// `try` that is not `try?` or `try!`), outside the closures it holds.
  private static func earlyExit(in statements: ArraySlice<CodeBlockItemSyntax>)
    -> CodeBlockItemSyntax?
  {
    statements.first { statement in
      statement.tokens(viewMode: .sourceAccurate).contains { token in
        switch token.tokenKind {
        case .keyword(.return), .keyword(.throw), .keyword(.guard): break
        case .keyword(.try):
          guard token.parent?.as(TryExprSyntax.self)?.questionOrExclamationMark == nil else {
            return false
          }
        default: return false
        }
        return !token.isInClosure(below: statement)
      }
    }
  }

  /// `flag = false`, or a `defer` doing that.
  private static func isResetOrDeferredReset(_ statement: CodeBlockItemSyntax, of flag: String)
    -> Bool
  {
    removableReset(statement, of: flag) != nil
  }

  /// What removing the reset `statement` makes of `flag` removes: the statement, a `defer`
  /// doing only that, or the reset inside a `defer` doing more (timing the load, logging).
  private static func removableReset(_ statement: CodeBlockItemSyntax, of flag: String)
    -> CodeBlockItemSyntax?
  {
    guard let deferStatement = statement.item.as(DeferStmtSyntax.self) else {
      return isReset(statement, of: flag) ? statement : nil
    }
    let deferred = deferStatement.body.statements
    if deferred.count == 1, deferred.allSatisfy({ isReset($0, of: flag) }) { return statement }
    return deferred.first { isReset($0, of: flag) }
  }

  /// Words in the name of a flag that tracks a load, not an action such as saving.
  static let loadingWords = ["loading", "fetching", "syncing", "refreshing", "busy", "inprogress"]

  /// Words in the name of a flag that tracks sending something, not loading it.
  static let actionWords = ["saving", "submitting", "sending", "posting", "deleting", "uploading"]

  /// A Bool property declared `= true` that the load resets (`isLoading = false`), the first in
  /// the class when several are. Only its name tells a loading flag from one such as
  /// `isFirstLaunch`.
  private static func flagStartingTrue(_ outcome: LoadOutcome, _ properties: [String: Property])
    -> Property?
  {
    let statements = outcome.around + outcome.success + outcome.failures.flatMap(\.statements)
    return properties.values.filter { property in
      isBool(property) && property.binding.initializer?.value.trimmedDescription == "true"
        && loadingWords.contains(where: property.name.lowercased().contains)
        && statements.contains { isResetOrDeferredReset($0, of: property.name) }
    }.min { $0.binding.position < $1.binding.position }
  }

  /// `flag = true` for a Bool property: the property and the statement.
  private static func flagStart(_ statement: CodeBlockItemSyntax, _ properties: [String: Property])
    -> (Property, CodeBlockItemSyntax)?
  {
    guard let (name, value) = simpleAssignment(statement), value == "true",
      let property = properties[name], isBool(property)
    else { return nil }
    return (property, statement)
  }

  /// A Bool that tells of a failure (`showError`, `loadFailed`, `showErrorAlert`), not any
  /// flag a failure sets (`shouldNavigateToConfirmation`).
  private static func isErrorFlag(_ property: Property) -> Bool {
    let name = property.name.lowercased()
    return ["error", "fail", "alert"].contains(where: name.contains)
  }

  /// `AuthError?`: an optional of a type named as an error.
  private static func isOptionalErrorType(_ property: Property) -> Bool {
    property.binding.typeAnnotation?.type.as(OptionalTypeSyntax.self)?.wrappedType
      .trimmedDescription.hasSuffix("Error") == true
  }

  static func isBool(_ property: Property) -> Bool {
    if let type = property.binding.typeAnnotation?.type { return type.trimmedDescription == "Bool" }
    let value = property.binding.initializer?.value
    return value?.is(BooleanLiteralExprSyntax.self) ?? false
  }

  /// `var errorMessage: String = ""` or `var errorMessage = ""`.
  static func isNonOptionalString(_ property: Property) -> Bool {
    if let type = property.binding.typeAnnotation?.type {
      return type.trimmedDescription == "String"
    }
    return property.binding.initializer?.value.is(StringLiteralExprSyntax.self) ?? false
  }

  private static func isOptionalString(_ property: Property) -> Bool {
    property.binding.typeAnnotation?.type.trimmedDescription.replacingOccurrences(of: " ", with: "")
      == "String?"
  }

  /// `value` of the statement `name = value`.
  private static func assignedValue(of statement: CodeBlockItemSyntax) -> ExprSyntax? {
    guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else {
      return nil
    }
    return assignment(sequence)?.1
  }

  /// Whether `value` is a `String` built from the caught error alone, so a reader can build it
  /// from the error `Loadable` keeps, whenever it reads it: a string literal whose
  /// interpolations read only the error (`"Could not load: \(error.localizedDescription)"`), or
  /// optional messages falling back with `??` to such a literal or to the error's description
  /// (`(error as? APIError)?.message ?? error.localizedDescription`).
  private static func isMessageBuilt(_ value: ExprSyntax, fromOnly caughtName: String) -> Bool {
    if let literal = value.as(StringLiteralExprSyntax.self) {
      return literal.segments.allSatisfy { segment in
        guard case .expressionSegment(let interpolation) = segment else { return true }
        return interpolation.expressions.allSatisfy { argument in
          argument.label == nil && reads(only: caughtName, in: argument.expression)
        }
      }
    }
    guard let sequence = value.as(SequenceExprSyntax.self) else { return false }
    let elements = Array(sequence.elements)
    let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
    guard elements.count >= 3, elements.count % 2 == 1,
      operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }),
      let fallback = elements.last
    else { return false }
    let fallsBackToAString =
      fallback.is(StringLiteralExprSyntax.self)
      ? isMessageBuilt(fallback, fromOnly: caughtName)
      : fallback.trimmedDescription == "\(caughtName).localizedDescription"
    return fallsBackToAString && reads(only: caughtName, in: value)
  }

  /// Whether `expression` names nothing but `caughtName` and members and types, and holds no
  /// closure or `self`: what it reads the error alone decides. Of the error itself it reads
  /// only what every `Error` has (`localizedDescription`) or what a cast gives, as the reader
  /// gets it as `any Error` even where a `catch let error as APIError` typed it.
  private static func reads(only caughtName: String, in expression: ExprSyntax) -> Bool {
    !expression.tokens(viewMode: .sourceAccurate).contains { token in
      // A closure could read anything; any name but the error's is state read later.
      if token.tokenKind == .leftBrace || token.tokenKind == .keyword(.self) { return true }
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.baseName.id == token.id
      else { return false }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
        if member.declName.id == reference.id { return false }
        if member.base?.id == reference.id, member.declName.baseName.text != "localizedDescription"
        {
          return true
        }
      }
      return token.text != caughtName
    }
  }

  /// What kind of error store `property` is, judged by its type and what `catch` assigns to it.
  private static func errorKind(
    of property: Property, assignedValue: String, caughtName: String
  ) -> ErrorKind? {
    let type = property.binding.typeAnnotation?.type.trimmedDescription
      .replacingOccurrences(of: " ", with: "")
    switch (type, assignedValue) {
    case ("Error?", caughtName), ("(anyError)?", caughtName), ("(Error)?", caughtName):
      return .error
    case ("String?", "\(caughtName).localizedDescription"):
      return .message
    case ("NSError?", "\(caughtName) as NSError"):
      return .bridgedToNSError
    case ("Bool", "true") where isErrorFlag(property),
      (nil, "true") where isBool(property) && isErrorFlag(property):
      return .flag
    case (_, caughtName):
      guard let optional = property.binding.typeAnnotation?.type.as(OptionalTypeSyntax.self),
        !isOptionalString(property)
      else { return nil }
      return .typed(optional.wrappedType.trimmedDescription)
    default:
      return nil
    }
  }
}

private final class BranchStatements: SyntaxVisitor {
  private(set) var statements: [CodeBlockItemSyntax] = []

  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    statements.append(node)
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
