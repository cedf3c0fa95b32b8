import SwiftSyntax

/// Collapses a view model's loading flag, error and data properties into one `Loadable<T>`
/// property: the class, its load function, every reader in the scanned sources and, when the
/// project has none, a new `Shared/Loadable.swift` change as one unit.
struct LoadableMigration {
  let shape: LoadingStateShape
  let source: ParsedSource
  let context: RuleContext

  private typealias Refusal = MigrationRefusal
  private var index: ProjectIndex { context.index }
  private var className: String { shape.classDecl.name.text }

  private func isThisClass(_ type: TypeSummary) -> Bool {
    type.path == source.path
      && type.offset == shape.classDecl.positionAfterSkippingLeadingTrivia.utf8Offset
  }

  func plan() -> MigrationOutcome { .noted(makeFix) }

  private func makeFix() throws(Refusal) -> (Fix, note: String?) {
    // How the load runs comes first: it decides whether a `Loadable` could say the same.
    if let blocker = shape.blocker { throw .reason(reason(for: blocker)) }
    let loaded = shape.loaded
    let properties = [shape.flag, shape.error] + (loaded.map { [$0.property] } ?? [])
    let dataType: LoadedType
    if let loaded {
      try checkLoadedValueStandsForTheFlag(loaded)
      dataType = try loadedType(of: loaded.property)
    } else if let success = shape.unstoredSuccess {
      dataType = try stateOfLoadKeepingItsValueElsewhere(success)
    } else {
      throw .notApplicable
    }
    if let (message, statement) = shape.customErrorMessage {
      throw .reason(
        "'\(shape.error.name)' shows its own message ('\(message)') at \(source.location(of: statement)), which 'Loadable' would replace with the error's description; build the message from the caught error alone (one message for every 'catch', which a property computed from the 'Loadable' then keeps) or show the error itself, then run the fix again, or migrate by hand"
      )
    }
    let declaration = index.allDeclarations(named: className).first(where: isThisClass)
    if let subclass = declaration.flatMap({ index.subclasses(of: $0).first }) {
      throw .reason(
        "'\(subclass.qualifiedName)' (\(subclass.path)) subclasses '\(className)' and may use these properties; migrate them together by hand"
      )
    }
    if let observed = properties.first(where: { $0.binding.accessorBlock != nil }) {
      throw .reason(
        "'\(observed.name)' at \(source.location(of: observed.variable)) has observers ('willSet'/'didSet') that would be lost; move what they do into the load, then run the fix again"
      )
    }
    if let otherLoad = otherFunctionStarting(shape.flag.name) {
      throw .reason(
        "'\(shape.flag.name)' also marks the load in '\(otherLoad.name.text)' at \(source.location(of: otherLoad)); give each load a flag of its own, then run the fix again, or migrate by hand"
      )
    }
    let publicVariable = properties.first { $0.variable.modifiers.isPublic }
    let publicProperty = publicVariable?.name
    if let publicVariable, !context.project.onlyScannedCodeUses(source.path) {
      throw .reason(
        "'\(publicVariable.name)' at \(source.location(of: publicVariable.variable)) is public API, whose readers may lie outside the scanned sources; scan them together, or migrate by hand"
      )
    }
    let (loadable, errorReader) = try loadableDeclaration(publicProperty: publicProperty)
    let inClass = try classEdits(loaded, dataType: dataType, errorReader: errorReader)
    let readers = try readerEdits(dataType: dataType, errorReader: errorReader)
    let edits = inClass.edits + readers.edits + loadable.edits
    var hazards: [String] = []
    if let kept = shape.errorKeptAcrossLoads {
      hazards.append(
        "'\(shape.error.name)' is set at \(source.location(of: kept)) when a load fails and never cleared, so today it stays beside the next load's data, where '.loading' drops it; if it should stay, keep it in a property of its own"
      )
    }
    if let loaded, let condition = inClass.loadingWhileEmpty ?? readers.loadingWhileEmpty {
      hazards.append(
        "the condition at \(condition) reads '\(shape.flag.name)' together with whether '\(loaded.property.name)' holds anything yet, so what it held stays on screen while a reload runs; '.loading' holds no value, so a reload would show nothing there"
      )
    }
    let dismissal = (inClass.dismissal ?? readers.dismissal).map {
      "clearing '\(shape.error.name)' at \($0) now leaves a failed load ('.notInitiated')"
    }
    let notes = [dismissal, loadable.note].compactMap { $0 }
    guard !hazards.isEmpty else {
      return (
        Fix(edits: edits, declarations: loadable.declarations),
        notes.isEmpty ? nil : notes.joined(separator: "; ")
      )
    }
    return (
      Fix(edits: edits, applicability: .unsafe, declarations: loadable.declarations),
      (["unsafe: " + hazards.joined(separator: "; ")] + notes).joined(separator: "; ")
    )
  }

  /// The loaded value's property becomes the one `Loadable` replacing the flag and the error:
  /// it must be as visible and as observed as they are, and be stored when the load ends, or
  /// the views reading the flag would stop updating, fail to compile, or stop showing the load
  /// while it still runs.
  private func checkLoadedValueStandsForTheFlag(_ loaded: LoadingStateShape.Loaded) throws(Refusal)
  {
    let (flag, value) = (shape.flag, loaded.property)
    let at = source.location(of: value.variable)
    if let laterAwait = Self.awaitAfter(loaded.assignment, in: shape.loadFunction) {
      throw .reason(
        "'\(shape.loadFunction.name.text)' stores '\(value.name)' at \(source.location(of: loaded.assignment)) and then awaits more at \(source.location(of: laterAwait)) while '\(flag.name)' stays true, where '.success' would end the loading state at the first; store the value after the last 'await' (keep the rest in locals until then), then run the fix again, or migrate by hand"
      )
    }
    let isObservableClass = shape.classDecl.attributes.attribute(named: ["Observable"]) != nil
    if isObserved(flag), !isObserved(value) {
      throw .reason(
        "'\(value.name)' at \(at) is not \(isObservableClass ? "tracked" : "'@Published'") as '\(flag.name)' is, so views would no longer see the load start and end; \(isObservableClass ? "track" : "publish") it if views may see what it holds, then run the fix again, or migrate by hand"
      )
    }
    if value.variable.modifiers.isFileScoped,
      let visible = [flag, shape.error].first(where: { !$0.variable.modifiers.isFileScoped })
    {
      throw .reason(
        "'\(value.name)' at \(at) is private, where '\(visible.name)' is not, so code reading '\(visible.name)' elsewhere could not read the 'Loadable'; widen '\(value.name)' if others may see it, then run the fix again, or migrate by hand"
      )
    }
  }

  /// Whether views see the property change: `@Published`, or not `@ObservationIgnored` in an
  /// `@Observable` class.
  private func isObserved(_ property: LoadingStateShape.Property) -> Bool {
    let attributes = property.variable.attributes
    return shape.classDecl.attributes.attribute(named: ["Observable"]) != nil
      ? attributes.attribute(named: ["ObservationIgnored"]) == nil
      : attributes.attribute(named: ["Published"]) != nil
  }

  /// A load that keeps what it loads elsewhere (`try await session.signIn(…)`) gets a
  /// `Loadable<Void>` named for its function (`signInState`), declared where the flag is and so
  /// as visible and as observed as the flag, which must then be as much as the error.
  private func stateOfLoadKeepingItsValueElsewhere(_ success: [CodeBlockItemSyntax])
    throws(Refusal) -> LoadedType
  {
    let (flag, error) = (shape.flag, shape.error)
    let function = shape.loadFunction.name.text
    if let exit = success.lazy.compactMap(Self.returnStatement).first {
      throw .reason(
        "'\(function)' may leave its 'do' at \(source.location(of: exit)) before the end, where '.success(())' would go, so that path would end the load otherwise than it ends '\(flag.name)' today; leave through a 'throw' or after the 'do', then run the fix again, or migrate by hand"
      )
    }
    if let last = success.last,
      let laterAwait = Self.awaitAfter(last, in: shape.loadFunction)
    {
      throw .reason(
        "'\(function)' awaits more at \(source.location(of: laterAwait)), after its 'do' ends at \(source.location(of: last)), while '\(flag.name)' stays true, where '.success(())' would end the loading state at the end of the 'do'; move that work into the 'do' or after '\(flag.name)' is reset, then run the fix again, or migrate by hand"
      )
    }
    if isObserved(error) && !isObserved(flag)
      || flag.variable.modifiers.isFileScoped && !error.variable.modifiers.isFileScoped
    {
      throw .reason(
        "the 'Loadable<Void>' would take the place of '\(flag.name)' at \(source.location(of: flag.variable)), which is less visible or observed than '\(error.name)'; declare '\(flag.name)' as '\(error.name)' is, then run the fix again, or migrate by hand"
      )
    }
    let name = shape.voidStateName
    if let use = source.tree.tokens(viewMode: .sourceAccurate).first(where: {
      $0.tokenKind == .identifier(name)
    }) {
      throw .reason(
        "'\(name)', the name the 'Loadable<Void>' would take, is already used at \(source.location(of: use)); rename that, then run the fix again, or migrate by hand"
      )
    }
    if let reader = index.filesReadingMember(name, excluding: "").first {
      throw .reason(
        "'\(name)', the name the 'Loadable<Void>' would take, is already read in \(reader); rename that, then run the fix again, or migrate by hand"
      )
    }
    return LoadedType(property: name, name: "Void", fallback: nil)
  }

  /// A `return` in `statement` that leaves the function (not one of a closure it holds).
  private static func returnStatement(in statement: CodeBlockItemSyntax) -> TokenSyntax? {
    statement.tokens(viewMode: .sourceAccurate).first { token in
      guard token.tokenKind == .keyword(.return) else { return false }
      var node = token.parent
      while let current = node, current.id != statement.id {
        if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self) {
          return false
        }
        node = current.parent
      }
      return true
    }
  }

  /// The first `await` the load runs after `start`, in the statements following it up to
  /// the load function's body (not inside a closure it is in, but for `MainActor.run`'s).
  private static func awaitAfter(_ start: some SyntaxProtocol, in function: FunctionDeclSyntax)
    -> TokenSyntax?
  {
    var node = Syntax(start)
    while let parent = node.parent,
      parent.as(ClosureExprSyntax.self).map({ LoadOutcome.mainActorRun(holding: $0) != nil })
        ?? true,
      node.id != function.body?.id
    {
      defer { node = parent }
      guard let item = node.as(CodeBlockItemSyntax.self),
        let list = parent.as(CodeBlockItemListSyntax.self)
      else { continue }
      for later in list where later.position > item.position {
        if let token = later.tokens(viewMode: .sourceAccurate).first(where: {
          $0.tokenKind == .keyword(.await)
        }) {
          return token
        }
      }
    }
    return nil
  }

  /// Why a recognised shape is reported instead of fixed, and what to do about it.
  private func reason(for blocker: LoadingStateShape.Blocker) -> String {
    let error = shape.error.name
    let load = shape.loadFunction.name.text
    switch blocker {
    case .failureBindsNoError(let node):
      return
        "'\(Self.opening(of: node))' at \(source.location(of: node)) binds no error for '.failure(…)' to carry; bind it ('catch let error as …') or migrate by hand"
    case .failureWithoutOutcome(let node):
      return
        "'\(Self.opening(of: node))' at \(source.location(of: node)) ends the load with neither data nor an error, which no 'Loadable' case shows; decide what the view should show then and migrate by hand"
    case .convertedError(let statement):
      let value = LoadingStateShape.simpleAssignment(statement)?.1 ?? ""
      return
        "\(source.location(of: statement)) sets '\(error)' to '\(value)', not to the caught error, which is what 'Loadable' would keep; store the caught error itself or migrate by hand"
    case .conditionalStart(let condition):
      let flag = shape.flag.name
      return
        "'\(flag)' is set at \(shape.start.map(source.location(of:)) ?? source.location(of: shape.flag.binding)) only when '\(condition.conditions.trimmedDescription)', so the other loads keep showing the previous data and error while they run, which 'Loadable' cannot (its '.loading' holds neither); set '\(flag)' on every load if the view may show '.loading' then, or keep a separate refresh flag and migrate by hand"
    case .resetBeforeLoadEnds(let statement):
      let flag = shape.flag.name
      return
        "'\(flag)' is reset at \(source.location(of: statement)) as soon as the 'Task' in '\(load)' starts, not when the load ends, so it is false while the load runs, where 'Loadable' would stay '.loading'; move the reset into the 'Task' after the 'do'/'catch' if the flag should cover the load, then run the fix again"
    case .exitBeforeLoad(let exit, let deferred):
      return
        "'\(load)' may leave at \(source.location(of: exit)) before it loads, where the 'defer' at \(source.location(of: deferred)) resets '\(shape.flag.name)', and after the fix nothing would end '.loading' on that path; leave before '\(shape.flag.name)' is set, then run the fix again, or migrate by hand"
    case .errorSetInBranch(let statement):
      return
        "'\(error)' is set at \(source.location(of: statement)) in a branch inside a 'catch', and '.failure(…)' would keep the caught error whichever branch ran; make each branch a 'catch' clause of its own ('catch SomeError.case(let underlying)') that stores its error, or migrate by hand"
    case .errorSetInHelper(let call, let assignment):
      return
        "'\(error)' is set at \(source.location(of: assignment)) by '\(Self.firstLine(of: call))', which the 'catch' calls at \(source.location(of: call)), and 'Loadable' needs the failure stored where the load fails; set '\(error)' in the 'catch' itself and keep the rest of the method, then run the fix again, or migrate by hand"
    case .flagKeptOnFailure(let failure):
      let flag = shape.flag.name
      return
        "'\(flag)' is reset when '\(load)' succeeds but not in '\(Self.opening(of: failure))' at \(source.location(of: failure)), so after that failure it stays true beside the error, where 'Loadable' would show '.failure'; reset it there too if the spinner should stop, then run the fix again"
    case .valueStoredInBranch(let statement):
      return
        "'\(load)' stores what it loads only in a branch or by adding to it ('\(Self.firstLine(of: statement))' at \(source.location(of: statement))), where 'Loadable' would hold one value set on every success; store the whole value on every success (keep paged results in the loaded value), then run the fix again, or migrate by hand"
    case .flagStartsTrue(let binding):
      let flag = shape.flag.name
      return
        "'\(flag)' starts true at \(source.location(of: binding)) and '\(load)' only resets it, so a second load never shows as loading, where 'Loadable' would start each load at '.loading'; set '\(flag) = true' where '\(load)' starts if every load should show it, then run the fix again, or migrate by hand"
    case .emptyStringMeansNoError(let binding):
      return
        "'\(error)' at \(source.location(of: binding)) is a 'String' where \"\" stands for no error, and 'Loadable' keeps an optional error; make it 'String?' (nil for no error, tested with '!= nil' where the view tests 'isEmpty'), then run the fix again, or migrate by hand"
    case .combineSink(let sink):
      let name = sink.calledExpression.as(MemberAccessExprSyntax.self)?.declName
      return
        "'\(load)' loads through Combine's 'sink' at \(name.map(source.location(of:)) ?? source.location(of: sink)), and a publisher may finish without a value (leaving 'Loadable' at '.loading' where '\(shape.flag.name)' went back to false) or send several; load with 'async'/'await' or migrate by hand"
    }
  }

  /// A statement's first line, for a message.
  private static func firstLine(of statement: CodeBlockItemSyntax) -> String {
    let line = statement.trimmedDescription.prefix { !$0.isNewline }
    return line.count < statement.trimmedDescription.count ? line + " …" : String(line)
  }

  /// The first line of a `catch` clause, `case` or `if`, up to its body.
  private static func opening(of node: Syntax) -> String {
    if let clause = node.as(CatchClauseSyntax.self) {
      return "catch" + (clause.catchItems.isEmpty ? "" : " " + clause.catchItems.trimmedDescription)
    }
    if let switchCase = node.as(SwitchCaseSyntax.self) {
      return switchCase.label.trimmedDescription
    }
    if let ifExpression = node.as(IfExprSyntax.self) {
      return "if " + ifExpression.conditions.trimmedDescription
    }
    return node.trimmedDescription
  }

  // MARK: The data type

  /// The `T` of `Loadable<T>` and what readers fall back to while nothing is loaded.
  private struct LoadedType {
    /// The property that holds it, and will hold the `Loadable`.
    let property: String
    let name: String
    /// `[]` for `var articles: [Article] = []`; nil for an optional, whose readers get `.value`.
    let fallback: String?
  }

  private func loadedType(of data: LoadingStateShape.Property) throws(Refusal) -> LoadedType {
    let binding = data.binding
    let initial = binding.initializer?.value
    if let type = binding.typeAnnotation?.type {
      if let optional = type.as(OptionalTypeSyntax.self) {
        return LoadedType(
          property: data.name, name: optional.wrappedType.trimmedDescription, fallback: nil)
      }
      guard let initial else {
        throw .reason(
          "'\(data.name)' has no initial value to show before the first load; give it one, then run the fix again"
        )
      }
      return LoadedType(
        property: data.name, name: type.trimmedDescription,
        fallback: initial.trimmedDescription)
    }
    if let call = initial?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    {
      return LoadedType(
        property: data.name, name: call.calledExpression.trimmedDescription,
        fallback: call.trimmedDescription)
    }
    throw .reason(
      "the type of '\(data.name)' is not written in its declaration; write it, then run the fix again"
    )
  }

  // MARK: The class

  private func classEdits(
    _ loaded: LoadingStateShape.Loaded?, dataType: LoadedType, errorReader: ErrorReader
  ) throws(Refusal) -> ReaderEdits {
    let data = dataType.property
    // The loaded value's declaration takes the `Loadable`; without one, the flag's does.
    let (binding, replacedFrom) =
      loaded.map {
        ($0.property.binding, $0.property.binding.pattern.endPositionBeforeTrailingTrivia)
      }
      ?? (shape.flag.binding, shape.flag.binding.pattern.positionAfterSkippingLeadingTrivia)
    var edits = [
      TextEdit(
        path: source.path,
        range: replacedFrom.utf8Offset..<binding.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: (loaded == nil ? data : "") + ": Loadable<\(dataType.name)> = \(initialState)"),
      shape.errorMessageFormat.map { messageProperty(from: $0, of: data) }
        ?? source.removal(ofDeclaration: shape.error.variable),
    ]
    if loaded != nil { edits.append(source.removal(ofDeclaration: shape.flag.variable)) }
    guard let start = shape.start else { throw .notApplicable }
    let usesSelf =
      start.trimmedDescription.hasPrefix("self.")
      || loaded?.assignment.trimmedDescription.hasPrefix("self.") == true
    // A statement in a `[weak self]` closure keeps writing through `self?.`, and one in any
    // closure keeps the `self.` it was written with.
    func receiver(_ statement: some SyntaxProtocol) -> String {
      let written = statement.trimmedDescription
      if written.hasPrefix("self?.") { return "self?." }
      let inClosure = sequence(first: Syntax(statement), next: \.parent).contains {
        $0.is(ClosureExprSyntax.self)
      }
      return usesSelf || inClosure && written.hasPrefix("self.") ? "self." : ""
    }
    edits.append(source.replace(start, with: receiver(start) + "\(data) = .loading"))
    // In the closure of the `catch`, `self` is written as the `catch` writes it.
    let success =
      receiver(shape.errorAssignments.first?.statement ?? start) + "\(data) = .success(())"
    let earlyReset = loaded == nil ? earlyResetInDo() : nil
    edits += removals(of: shape.removedStatements.filter { $0.id != earlyReset?.id })
    if let loaded {
      let elements = Array(loaded.assignment.elements)
      edits.append(source.insert(".success(", before: elements[2]))
      edits.append(source.insert(")", after: elements[elements.count - 1]))
    } else if let earlyReset {
      edits.append(source.replace(earlyReset, with: success))
    } else if let load = shape.unstoredSuccess?.last(where: { statement in
      !shape.removedStatements.contains { $0.id == statement.id }
    }) {
      // After the `do` body's last statement the fix keeps (a reset there goes): on a line of
      // its own after it and a comment ending its line, or right after it when code follows on
      // the line (`do { try await sync() } catch`).
      let end = load.endPositionBeforeTrailingTrivia.utf8Offset
      let lineEnd = source.endOfLine(after: end)
      let rest = String(decoding: source.file.content[end..<lineEnd], as: UTF8.self)
        .drop { $0 == " " || $0 == "\t" }
      let indent = source.indentation(ofLineAt: load.positionAfterSkippingLeadingTrivia.utf8Offset)
      edits.append(
        rest.isEmpty || rest.hasPrefix("//")
          ? TextEdit(
            path: source.path, range: lineEnd..<lineEnd,
            replacement: source.file.lineEnding + indent + success)
          : TextEdit(path: source.path, range: end..<end, replacement: "; " + success))
    }
    edits += shape.errorAssignments.map {
      source.replace(
        $0.statement, with: receiver($0.statement) + "\(data) = .failure(\($0.caughtName))")
    }
    let names = propertyNames(dataType)
    let uses = PropertyUses(in: Syntax(shape.classDecl), names: names, index: index).all
      .filter { !isRewritten($0) }
    let readers = try rewrite(uses, in: source, dataType: dataType, errorReader: errorReader)
    return ReaderEdits(
      edits: edits + readers.edits, loadingWhileEmpty: readers.loadingWhileEmpty,
      dismissal: readers.dismissal)
  }

  /// The flag's reset in the `do` of a load keeping its value elsewhere when more is awaited
  /// after it in the `do` (`isLoading = false`, then `await cache.preload()`): the load ends
  /// there, so `.success(())` takes its place rather than the end of the `do`.
  private func earlyResetInDo() -> CodeBlockItemSyntax? {
    guard let success = shape.unstoredSuccess else { return nil }
    let removed = Set(shape.removedStatements.map(\.id))
    guard
      let index = success.firstIndex(where: {
        removed.contains($0.id) && LoadingStateShape.simpleAssignment($0)?.0 == shape.flag.name
      })
    else { return nil }
    let awaitsLater = success[(index + 1)...].contains { statement in
      statement.tokens(viewMode: .sourceAccurate).contains {
        $0.tokenKind == .keyword(.await) && !$0.isInClosure(below: Syntax(statement))
      }
    }
    return awaitsLater ? success[index] : nil
  }

  /// Deletes `statements`; an `await MainActor.run { … }` left with nothing to run goes with
  /// them.
  private func removals(of statements: [CodeBlockItemSyntax]) -> [TextEdit] {
    let removed = Set(statements.map(\.id))
    func isRemoved(_ statement: CodeBlockItemSyntax) -> Bool {
      removed.contains(statement.id)
        || LoadOutcome.mainActorRunClosure(statement)?.statements.allSatisfy(isRemoved) == true
    }
    var deleted: [CodeBlockItemSyntax] = []
    for statement in statements {
      var target = statement
      while let run = LoadOutcome.mainActorRun(around: target), isRemoved(run) { target = run }
      if !deleted.contains(where: { $0.id == target.id }) { deleted.append(target) }
    }
    return deleted.map { source.removal(ofStatement: $0) }
  }

  /// The message property made read-only, built from the error `data` keeps as each `catch`
  /// built it: `var errorMessage: String? { users.error.map { error in "…\(error)" } }`.
  private func messageProperty(
    from format: (caughtName: String, literal: String), of data: String
  ) -> TextEdit {
    let variable = shape.error.variable
    let indent = source.indentation(
      ofLineAt: variable.positionAfterSkippingLeadingTrivia.utf8Offset)
    return source.replace(
      variable,
      with: GeneratedCodeLayout.fitted(
        variable.readAccess + "var \(shape.error.name): String? {",
        "\(data).error.map { \(format.caughtName) in \(format.literal) }", " }", indent: indent,
        unit: source.indentationUnit(inside: indent), lineEnding: source.file.lineEnding))
  }

  /// Whether a use in the view model's file lies in a statement the class edits rewrite: the
  /// load's own assignments, wherever the load function is (an extension, too).
  private func isRewritten(_ use: PropertyUses.Use) -> Bool {
    let statements =
      [shape.start.map(Syntax.init), shape.loaded.map { Syntax($0.assignment) }].compactMap { $0 }
      + shape.removedStatements.map(Syntax.init)
      + shape.errorAssignments.map { Syntax($0.statement) }
    return statements.contains { $0.trimmedByteRange.contains(use.position) }
  }

  /// `.loading` when the flag starts out true (the first frame shows a spinner), otherwise
  /// `.notInitiated`.
  private var initialState: String {
    shape.flag.binding.initializer?.value.trimmedDescription == "true"
      ? ".loading" : ".notInitiated"
  }

  /// The properties the `Loadable` replaces: the flag, the error and the loaded value, if any.
  private func propertyNames(_ dataType: LoadedType) -> Set<String> {
    Set([shape.flag.name, shape.error.name] + (shape.loaded == nil ? [] : [dataType.property]))
  }

  // MARK: Readers elsewhere

  /// The edits of the uses in every other file that names the view model (members of values
  /// declared as it, and bare names in its extensions), and where the first condition reads
  /// the flag together with whether the loaded value is empty (`showsLoadingOnlyWhileEmpty`).
  private func readerEdits(dataType: LoadedType, errorReader: ErrorReader) throws(Refusal)
    -> ReaderEdits
  {
    var all = ReaderEdits()
    let mentioning = index.filesMentioning(className)
    // A file holding a model whose type it does not write (`@ObservedObject var model =
    // makeModel()`) may read the properties without naming the class.
    let untypedHolders = index.untypedWrapperHolderPaths.subtracting(mentioning).filter { path in
      propertyNames(dataType).contains {
        index.filesReadingMember($0, excluding: "").contains(path)
      }
    }
    // Files of another module whose same-named type the name means there are not readers.
    for path in mentioning + untypedHolders.sorted()
    where index.declarations(named: className, seenFrom: path).contains(where: isThisClass) {
      guard let reader = context.source(at: path) else { continue }
      let readerIndex = index.scoped(toModuleOf: path)
      // Where the file does not name the class, only a holder of unwritten type reaches it.
      let holders = untypedHolders.contains(path) ? untypedHolderNames(in: reader) : nil
      let uses = PropertyUses(
        in: Syntax(reader.tree), names: propertyNames(dataType), index: readerIndex
      ).all
        .filter { use in
          reader.path != source.path
            || !(shape.classDecl.trimmedByteRange.contains(use.position) || isRewritten(use))
        }
        .filter { use in holders.map { isRead(use, throughOneOf: $0, in: reader) } ?? true }
      let rewritten = try rewrite(uses, in: reader, dataType: dataType, errorReader: errorReader)
      all.edits += rewritten.edits
      all.loadingWhileEmpty = all.loadingWhileEmpty ?? rewritten.loadingWhileEmpty
      all.dismissal = all.dismissal ?? rewritten.dismissal
    }
    return all
  }

  /// The edits of `uses` in `file`, and where the first condition reading the flag also asks
  /// whether the loaded value is empty.
  private func rewrite(
    _ uses: [PropertyUses.Use], in file: ParsedSource, dataType: LoadedType,
    errorReader: ErrorReader
  ) throws(Refusal) -> ReaderEdits {
    var all = ReaderEdits()
    for use in uses {
      let rewritten = try rewrite(use, in: file, dataType: dataType, errorReader: errorReader)
      if all.loadingWhileEmpty == nil, !rewritten.isEmpty, use.name == shape.flag.name,
        let condition = showsLoadingOnlyWhileEmpty(use, in: file)
      {
        all.loadingWhileEmpty = file.location(of: condition)
      }
      if all.dismissal == nil, use.isWrite, !rewritten.isEmpty {
        let line = file.locationConverter.location(
          for: AbsolutePosition(utf8Offset: use.position)
        ).line
        all.dismissal = "\(file.path):\(line)"
      }
      all.edits += rewritten
    }
    return all
  }

  /// The condition around a read of the flag that also asks whether the loaded value is empty
  /// (`viewModel.isLoading && viewModel.items.isEmpty`, `if isLoading, detail == nil`): the
  /// view shows the loading state one way while earlier data is on screen and another while
  /// there is none, a difference `.loading`, which holds no value, erases. Not the usual empty
  /// state (`items.isEmpty && !isLoading`), which means the same after the fix.
  private func showsLoadingOnlyWhileEmpty(_ use: PropertyUses.Use, in file: ParsedSource)
    -> Syntax?
  {
    guard let data = shape.loaded?.property.name, let read = Self.expression(of: use, in: file)
    else { return nil }
    if read.parent?.as(PrefixOperatorExprSyntax.self)?.operator.text == "!" { return nil }
    var current = read.parent
    while let node = current, !node.is(CodeBlockItemSyntax.self),
      !node.is(MemberBlockItemSyntax.self), !node.is(ClosureExprSyntax.self)
    {
      let joinsConditions =
        node.is(ConditionElementListSyntax.self)
        || node.as(SequenceExprSyntax.self)?.elements.contains {
          $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
        } == true
      if joinsConditions, Self.testsEmptiness(of: data, in: node) { return node }
      current = node.parent
    }
    return nil
  }

  /// The node spanning the whole use (`viewModel.isLoading`), found from its name's token.
  private static func expression(of use: PropertyUses.Use, in file: ParsedSource) -> Syntax? {
    guard let token = file.tree.token(at: AbsolutePosition(utf8Offset: use.nameRange.lowerBound))
    else { return nil }
    var node = Syntax(token)
    while let parent = node.parent,
      parent.trimmedByteRange.lowerBound >= use.expressionRange.lowerBound,
      parent.trimmedByteRange.upperBound <= use.expressionRange.upperBound
    {
      node = parent
    }
    return node
  }

  /// Whether `node` asks whether the property `name` is empty: `name.isEmpty`,
  /// `name.count == 0` or `name == nil`, negated or not.
  private static func testsEmptiness(of name: String, in node: Syntax) -> Bool {
    let tokens = Array(node.tokens(viewMode: .sourceAccurate))
    return tokens.indices.contains { index in
      guard tokens[index].text == name, index + 2 < tokens.count else { return false }
      let (next, after) = (tokens[index + 1].text, tokens[index + 2].text)
      return next == "." && after == "isEmpty" || next == "==" && after == "nil"
        || next == "." && after == "count" && index + 4 < tokens.count
          && tokens[index + 3].text == "==" && tokens[index + 4].text == "0"
    }
  }

  /// The `@StateObject`/`@ObservedObject` properties of the file whose type is not written
  /// nor constructed (`= makeStocksViewModel()`).
  private func untypedHolderNames(in file: ParsedSource) -> Set<String> {
    Set(
      WrappedProperty.all(["StateObject", "ObservedObject"], in: file.tree).filter {
        $0.binding.typeAnnotation == nil
          && $0.binding.initializer.flatMap { Construction($0.value) } == nil
      }.map(\.name))
  }

  /// Whether a use reads the property on one of `holders` (`viewModel.isLoading`).
  private func isRead(
    _ use: PropertyUses.Use, throughOneOf holders: Set<String>, in file: ParsedSource
  ) -> Bool {
    guard let token = file.tree.token(at: AbsolutePosition(utf8Offset: use.nameRange.lowerBound)),
      let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return false }
    return holders.contains(base.baseName.text)
  }

  /// The classes the owner of a use named `className` may be. Where several same-named types
  /// are seen (nested `Feed.ViewModel` and `Profile.ViewModel`), the owner's declaration tells:
  /// a stored property's type as written where it is declared, or the type around a bare name.
  private func ownerDeclarations(of use: PropertyUses.Use, in file: ParsedSource) -> [TypeSummary] {
    let seen = index.declarations(named: className, seenFrom: file.path)
    guard seen.count > 1, seen.contains(where: isThisClass),
      let token = file.tree.token(at: AbsolutePosition(utf8Offset: use.nameRange.lowerBound)),
      let reference = token.parent?.as(DeclReferenceExprSyntax.self)
    else { return seen }
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id
    {
      return member.base.flatMap { context.declarations(ofValue: $0, inFileAt: file.path) } ?? seen
    }
    return context.declarationsOfType(around: reference, inFileAt: file.path) ?? seen
  }

  /// The edits for one use, nothing when it belongs to something else, or why it blocks the fix.
  private func rewrite(
    _ use: PropertyUses.Use, in file: ParsedSource, dataType: LoadedType,
    errorReader: ErrorReader
  ) throws(Refusal) -> [TextEdit] {
    let line = file.locationConverter.location(for: AbsolutePosition(utf8Offset: use.position)).line
    let location = "\(file.path):\(line)"
    guard use.ownerType == .type(className), !use.isShadowed else {
      // A message computed from the error stays a property: reading it reads what it read.
      let keepsReading =
        use.name == shape.error.name && shape.errorMessageFormat != nil && !use.isWrite
        && !use.isProjection && !use.isKeyPath
      if use.isMember && use.ownerType == .unknown && !keepsReading {
        throw .reason(
          "\(location) reads '\(use.name)' on a value whose type is not written, which may be '\(className)'"
        )
      }
      return []
    }
    let owners = ownerDeclarations(of: use, in: file)
    guard owners.contains(where: isThisClass) else { return [] }
    if owners.count > 1 {
      throw .reason(
        "\(location) reads '\(use.name)' on a value whose type may mean "
          + owners.map { "'\($0.qualifiedName)' in \($0.path)" }.joined(separator: " or "))
    }
    if use.isKeyPath {
      throw .reason("\(location) names '\(use.name)' in the key path '\(use.text)'")
    }
    if use.isProjection {
      let what =
        use.text.contains("$\(use.name)") ? "subscribes to the publisher" : "binds two-way to"
      throw .reason("\(location) \(what) '\(use.text)', which 'Loadable' cannot replace")
    }
    let data = dataType.property
    if use.isWrite {
      let load = shape.loadFunction.name.text
      let isInLoad =
        file.path == source.path && shape.loadFunction.trimmedByteRange.contains(use.position)
      if !isInLoad,
        let dismissal = try errorDismissal(use, in: file, data: data, at: location)
      {
        return [dismissal]
      }
      if isInLoad {
        throw .reason(
          "\(location) also changes '\(use.name)' in '\(load)', besides starting, finishing or failing the load; remove that assignment or run the migration by hand"
        )
      }
      if use.name == shape.error.name, let action = reportingAction(around: use, in: file) {
        let what = action.failing ? "the failure" : "a message"
        throw .reason(
          "\(location) stores \(what) of '\(action.name)' in '\(use.name)' too, which would then end the load of '\(data)' as failed; give '\(action.name)' an error property of its own, then run the fix again, or migrate by hand"
        )
      }
      throw .reason(
        "\(location) changes '\(use.name)' outside '\(load)'; let '\(load)' alone change it, then run the fix again, or migrate by hand"
      )
    }
    let replacement: (text: String, binding: ReaderBinding)
    switch use.name {
    case shape.flag.name:
      replacement = ("\(data).isLoading", .chain)
    case shape.error.name:
      switch shape.errorKind {
      case .error: replacement = ("\(data).error", .chain)
      // The property stays, computed from the error: its readers keep reading it.
      case .message where shape.errorMessageFormat != nil: return []
      case .message where use.isComparedToNil: replacement = ("\(data).error", .chain)
      case .message: replacement = ("\(data).error?.localizedDescription", .optionalChain)
      case .flag: replacement = ("\(data).error != nil", .infixOperator)
      case .typed: replacement = ("\(data)\(errorReader.text)", errorReader.binding)
      case .bridgedToNSError: replacement = ("\(data).error as NSError?", .infixOperator)
      }
    default:
      replacement =
        dataType.fallback.map { ("\(data).value ?? \($0)", .infixOperator) } ?? (
          "\(data).value", .chain
        )
    }
    if use.isShorthandBinding {
      return [
        TextEdit(
          path: file.path, range: use.nameRange, replacement: "\(use.name) = \(replacement.text)")
      ]
    }
    let rename = TextEdit(path: file.path, range: use.nameRange, replacement: replacement.text)
    switch replacement.binding {
    case .chain: return [rename]
    case .optionalChain: guard use.isPostfixBase else { return [rename] }
    case .infixOperator: guard !use.standsAlone else { return [rename] }
    }
    let (start, end) = (use.expressionRange.lowerBound, use.expressionRange.upperBound)
    return [
      TextEdit(path: file.path, range: start..<start, replacement: "("), rename,
      TextEdit(path: file.path, range: end..<end, replacement: ")"),
    ]
  }

  /// The function another action reports through the load's error property in, by storing its
  /// failure in a `catch` (`delete`, `save`) or a message of its own (`vote`: "Sign in to
  /// vote"): any write of the error in a function but the load, other than clearing it.
  private func reportingAction(around use: PropertyUses.Use, in file: ParsedSource)
    -> (name: String, failing: Bool)?
  {
    guard use.isAssigned,
      let token = file.tree.token(at: AbsolutePosition(utf8Offset: use.position))
    else { return nil }
    let enclosing = sequence(first: Syntax(token), next: \.parent)
    guard
      let assignment = enclosing.lazy.compactMap({ $0.as(SequenceExprSyntax.self) }).first,
      let value = LoadingStateShape.assignment(assignment)?.1,
      !["nil", "false"].contains(value.trimmedDescription),
      let function = enclosing.lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first
    else { return nil }
    return (function.name.text, enclosing.contains { $0.is(CatchClauseSyntax.self) })
  }

  /// A statement outside the load clearing the error once it has been shown (an alert's
  /// dismissal: `viewModel.errorMessage = nil`, or `showError = false` for a flag), rewritten to
  /// leave a failed load: `if case .failure = viewModel.items { viewModel.items = .notInitiated
  /// }`. The failed `Loadable` holds no data, as the cleared properties did not on a first load.
  /// Nil where the use is not such a statement; why not, where the rewritten statement could
  /// not set the `Loadable`.
  private func errorDismissal(
    _ use: PropertyUses.Use, in file: ParsedSource, data: String, at location: String
  ) throws(Refusal) -> TextEdit? {
    guard use.name == shape.error.name, use.isAssigned,
      let target = Self.expression(of: use, in: file)
    else { return nil }
    let cleared = shape.errorKind == .flag ? "false" : "nil"
    guard let elements = target.parent?.as(ExprListSyntax.self),
      let assignment = elements.parent?.as(SequenceExprSyntax.self),
      assignment.parent?.is(CodeBlockItemSyntax.self) == true,
      elements.count == 3, elements.first?.id == target.id,
      elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
      elements.last?.trimmedDescription == cleared
    else { return nil }
    if sequence(first: Syntax(assignment), next: \.parent).contains(where: {
      $0.is(InitializerDeclSyntax.self)
    }) {
      throw .reason(
        "\(location) clears '\(use.name)' in an initializer, where the 'Loadable' replacing it may not be set yet; drop that assignment (the property starts out cleared), then run the fix again"
      )
    }
    let insideClass =
      file.path == source.path && shape.classDecl.trimmedByteRange.contains(use.position)
    let declaration = (shape.loaded?.property ?? shape.flag).variable
    if !insideClass,
      let restriction = declaration.modifiers.first(where: {
        $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
      })
    {
      throw .reason(
        "\(location) clears '\(use.name)' outside '\(className)', where the 'Loadable' replacing it takes the '\(restriction.trimmedDescription)' of '\(data)' and could not be set; clear it in a method of the model, then run the fix again, or migrate by hand"
      )
    }
    let base = String(
      decoding: file.file.content[use.expressionRange.lowerBound..<use.nameRange.lowerBound],
      as: UTF8.self)
    return TextEdit(
      path: file.path, range: assignment.trimmedByteRange,
      replacement: "if case .failure = \(base)\(data) { \(base)\(data) = .notInitiated }")
  }

  /// The edits of the uses of the replaced properties, with what the finding says of them:
  /// where a condition shows loading only while no data is loaded, and where the error is
  /// cleared outside the load.
  private struct ReaderEdits {
    var edits: [TextEdit] = []
    var loadingWhileEmpty: String?
    var dismissal: String?
  }

  // MARK: The Loadable type

  /// How much a reader's replacement binds: a plain member chain never needs parentheses, an
  /// optional chain only before another postfix, an operator unless it stands alone.
  private enum ReaderBinding { case chain, optionalChain, infixOperator }

  /// What follows the data property where a typed error property was read: `.error` when
  /// `Loadable` fails with that type, else `.error as? AppError`, which gives back the value
  /// `.failure(…)` stored, since only errors of that type are stored.
  private struct ErrorReader {
    let text: String
    let binding: ReaderBinding
  }

  /// What the fix adds so that `Loadable` exists: nothing, a new file, or a declaration at the
  /// end of the view model's file, and what a reader should know about the last.
  private struct LoadableSupply {
    var edits: [TextEdit] = []
    var declarations: Set<String> = []
    var note: String?
  }

  /// Nothing when the project has a `Loadable` with the four cases; when it has none, a new
  /// file, or the end of the view model's file where an Xcode project lists each file it
  /// builds; public when a migrated property (`publicProperty`) is. Either way, how readers of
  /// a typed error get it back.
  private func loadableDeclaration(publicProperty: String?) throws(Refusal) -> (
    LoadableSupply, ErrorReader
  ) {
    let existing = index.declarations(named: "Loadable")
    let failureType: String
    let readType: String
    var loadablePath = "the generated 'Shared/Loadable.swift'"
    var supply = LoadableSupply()
    if let declaration = existing.first {
      guard existing.count == 1, declaration.kind == .enum,
        LoadableShape.matches(declaration, in: context)
      else {
        throw .reason(
          "'Loadable' in \(declaration.path) does not have the cases and accessors this migration uses"
        )
      }
      if shape.loaded == nil, LoadableShape.constrainsItsValue(declaration, in: context) {
        throw .reason(
          "the 'Loadable' in \(declaration.path) asks of its value what 'Void' does not give, so the 'Loadable<Void>' this load needs would not compile; migrate by hand"
        )
      }
      let module = index.moduleToImport(forDeclarationIn: declaration.path, from: source.path)
      if let module, !source.wholeFileImports.contains(where: { $0.module == module }) {
        throw .reason(
          "the 'Loadable' the project has (\(declaration.path)) belongs to module '\(module)', which \(source.path) does not import; import it or migrate by hand"
        )
      }
      // A file two targets compile (an app and its widget) needs it in both.
      if module == nil, !index.seesInEveryModule(declaredIn: declaration.path, from: source.path) {
        throw .reason(
          "some target compiling \(source.path) does not compile the 'Loadable' in \(declaration.path); add that file to the target, then run the fix again"
        )
      }
      if module != nil || publicProperty != nil,
        !LoadableShape.isPublic(declaration, in: context)
      {
        throw .reason(
          (publicProperty.map { "'\($0)' is public, but" }
            ?? "\(source.path) is in another module, and")
            + " the 'Loadable' in \(declaration.path) and its accessors are not; make them public or migrate by hand"
        )
      }
      let types = LoadableShape.errorTypes(of: declaration, in: context)
      (failureType, readType) = (types.failure, types.accessor)
      loadablePath = declaration.path
    } else {
      let (indent, lineEnding) = (source.indentationUnit, source.file.lineEnding)
      let isPublic = publicProperty != nil
      let placement = index.newFilePlacement(beside: source.path)
      switch placement {
      case .moduleFolder:
        let path = index.sharedSourcePath(near: source.path, roots: context.scanRoots)
        supply.edits = [newFile(at: path, indent: indent, isPublic: isPublic)]
      case .synchronizedFolder(let folder):
        supply.edits = [
          newFile(at: folder + "/Shared/Loadable.swift", indent: indent, isPublic: isPublic)
        ]
      case .none, .generatedProject:
        // A new file might not be built: the view model's own file is.
        let content = source.file.content
        let endsLine = content.last.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        let separator = endsLine == false ? lineEnding + lineEnding : lineEnding
        let text = LoadableShape.declaration(
          indent: indent, lineEnding: lineEnding, isPublic: isPublic)
        supply.edits = [
          TextEdit(
            path: source.path, range: content.count..<content.count, replacement: separator + text)
        ]
        supply.declarations = Set(index.modules(of: source.path).map { "Loadable@" + $0.key })
        let why =
          if case .generatedProject(let manifest) = placement {
            "as \(manifest) generates the Xcode project from folders this does not read, and a new file elsewhere would not be built"
          } else {
            "as the Xcode project lists each file it builds and would not build a new one"
          }
        supply.note =
          "'Loadable' is declared at the end of \(source.path) (or of the first file another fix of the run declares it in), \(why); move it to a file of its own in the target if you prefer"
        loadablePath = source.path
      }
      (failureType, readType) = ("Error", "Error")
    }
    let errorType: String
    switch shape.errorKind {
    case .typed(let type): errorType = type
    case .error, .message, .flag, .bridgedToNSError: errorType = "Error"
    }
    guard LoadableShape.isAnyError(failureType) || failureType == errorType else {
      throw .reason(failureTypeMismatch(failureType, errorType, in: loadablePath))
    }
    return readType == errorType || LoadableShape.isAnyError(errorType)
      ? (supply, ErrorReader(text: ".error", binding: .chain))
      : (supply, ErrorReader(text: ".error as? \(errorType)", binding: .infixOperator))
  }

  /// A new `Loadable.swift` at `path`, in the style of the view model's file.
  private func newFile(at path: String, indent: String, isPublic: Bool) -> TextEdit {
    let text = LoadableShape.source(
      indent: indent, lineEnding: source.file.lineEnding, isPublic: isPublic)
    return TextEdit(path: path, range: 0..<0, replacement: text)
  }

  private func failureTypeMismatch(_ failureType: String, _ errorType: String, in path: String)
    -> String
  {
    let caught =
      if case .typed = shape.errorKind { "'\(shape.error.name)'" } else { "the caught error" }
    return
      "'.failure(…)' would not type-check: 'Loadable' in \(path) fails with '\(failureType)' and \(caught) is '\(errorType)'; give 'Loadable' an 'Error' failure or migrate by hand"
  }

  /// Another function of the class that sets the flag, when the flag serves several loads.
  private func otherFunctionStarting(_ flag: String) -> FunctionDeclSyntax? {
    shape.functions
      .first { function in
        function.id != shape.loadFunction.id
          && (function.body?.statements.contains {
            LoadingStateShape.simpleAssignment($0).map { $0 == (flag, "true") } ?? false
          } ?? false)
      }
  }

}
