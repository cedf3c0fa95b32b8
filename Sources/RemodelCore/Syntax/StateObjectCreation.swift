import SwiftSyntax

/// A view's initializer creating the object a property wrapper holds, and the rewrite that
/// hands it to `@StateObject` instead: `self.model = Model(…)` becomes
/// `self._model = StateObject(wrappedValue: Model(…))`, and `_model = ObservedObject(initialValue:
/// Model(…))` or `_model = State(initialValue: Model(…))` becomes
/// `_model = StateObject(wrappedValue: Model(…))`.
struct StateObjectCreation {
  indirect enum Form {
    case wrappedValue(target: TokenSyntax, value: ExprSyntax)
    /// `callee` is the wrapper's name, nil in `.init(wrappedValue: …)`, whose type follows the
    /// property's.
    case wrapper(callee: TokenSyntax?, label: TokenSyntax)
    /// `init(model: Model = Model()) { self.model = model }`: callers that pass nothing get a
    /// new object from the default argument on every `init`.
    case defaultArgument(FunctionParameterSyntax, value: ExprSyntax, assigned: Form)
  }

  let assignment: PropertyUsage.Assignment
  let construction: Construction
  let form: Form

  /// `wrapper` is the attribute being replaced (`ObservedObject`, `State`).
  init?(_ assignment: PropertyUsage.Assignment, replacing wrapper: String, contextualType: String?)
  {
    self.assignment = assignment
    let value: ExprSyntax
    let assigned: Form
    if !assignment.assignsWrapper {
      value = assignment.value
      assigned = .wrappedValue(target: assignment.target, value: assignment.value)
    } else {
      guard let call = assignment.value.as(FunctionCallExprSyntax.self),
        let callee = Self.wrapperCallee(call.calledExpression, named: wrapper),
        call.arguments.count == 1,
        let argument = call.arguments.first, let label = argument.label,
        ["wrappedValue", "initialValue"].contains(label.text)
      else { return nil }
      value = argument.expression
      assigned = .wrapper(callee: callee, label: label)
    }
    if let construction = Construction(value, contextualType: contextualType) {
      self.construction = construction
      form = assigned
      return
    }
    guard let parameter = Self.parameter(named: value, of: assignment.initializer),
      let defaultValue = parameter.defaultValue?.value,
      let construction = Construction(defaultValue, contextualType: contextualType)
    else { return nil }
    self.construction = construction
    form = .defaultArgument(parameter, value: value, assigned: assigned)
  }

  /// The parameter of `initializer` that `value` names, when the body uses it nowhere else.
  private static func parameter(named value: ExprSyntax, of initializer: InitializerDeclSyntax?)
    -> FunctionParameterSyntax?
  {
    guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let initializer, let body = initializer.body,
      let parameter = initializer.signature.parameterClause.parameters.first(where: {
        ($0.secondName ?? $0.firstName).text == name
      })
    else { return nil }
    return body.unqualifiedNames.count(where: { $0 == name }) == 1 ? parameter : nil
  }

  /// The argument label callers pass the object with, when `init` builds it as a default.
  var defaultArgumentLabel: String? {
    guard case .defaultArgument(let parameter, _, _) = form else { return nil }
    return parameter.firstName.text
  }

  /// `keeper` is the wrapper that keeps the object: `StateObject`, or `State` for an
  /// `@Observable` model.
  func edits(_ source: ParsedSource, keeper: String = "StateObject") -> [TextEdit] {
    edits(form, source, keeper: keeper)
  }

  private func edits(_ form: Form, _ source: ParsedSource, keeper: String) -> [TextEdit] {
    switch form {
    case .defaultArgument(let parameter, let value, let assigned):
      // The parameter becomes an autoclosure, so the default is built only when SwiftUI needs
      // it; its call goes inside the wrapper's parentheses, which are inserted after it.
      return [
        source.replace(
          parameter.type,
          with: "@autoclosure @escaping () -> \(parameter.type.trimmedDescription)"),
        source.insert("()", after: value),
      ] + edits(assigned, source, keeper: keeper)
    case .wrappedValue(let target, let value):
      let head = "\(keeper)(wrappedValue: "
      // Arguments aligned under the value's parenthesis move right with it, by what goes in
      // before it on its line.
      let location = { (position: AbsolutePosition) in
        source.locationConverter.location(for: position)
      }
      let start = location(value.positionAfterSkippingLeadingTrivia)
      let sameLine = location(target.positionAfterSkippingLeadingTrivia).line == start.line
      let written = value.trimmedDescription
      let shifted = GeneratedCodeLayout.shiftingAlignedLines(
        written, by: head.count + (sameLine ? 1 : 0), from: start.column - 1)
      return [source.replace(target, with: "_" + target.text)]
        + (shifted == written
          ? [source.insert(head, before: value), source.insert(")", after: value)]
          : [source.replace(value, with: head + shifted + ")")])
    case .wrapper(let callee, let label):
      let relabel =
        label.text == "wrappedValue" ? [] : [source.replace(label, with: "wrappedValue")]
      return (callee.map { [source.replace($0, with: keeper)] } ?? []) + relabel
    }
  }

  /// The wrapper's name in `State(…)` or `State.init(…)`; `.some(nil)` for `.init(…)`; nil
  /// for any other callee.
  private static func wrapperCallee(_ callee: ExprSyntax, named wrapper: String)
    -> TokenSyntax??
  {
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == wrapper ? .some(reference.baseName) : nil
    }
    guard let member = callee.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`)
    else { return nil }
    guard let base = member.base else { return .some(nil) }
    let name = base.as(DeclReferenceExprSyntax.self)?.baseName
    return name?.text == wrapper ? .some(name) : nil
  }

  /// A closure or `inout` parameter of `init` that the construction mentions: the escaping
  /// autoclosure of `StateObject(wrappedValue:)` cannot capture it.
  var capturedNonEscapingParameter: String? {
    let parameters = assignment.initializer?.signature.parameterClause.parameters ?? []
    let restricted = Set(
      parameters.filter {
        ($0.type.isClosure && !$0.type.hasAttribute("escaping")) || $0.type.hasSpecifier("inout")
      }
      .map { ($0.secondName ?? $0.firstName).text })
    return construction.call.tokens(viewMode: .sourceAccurate)
      .first { restricted.contains($0.text) }?.text
  }

  /// How the reads of `name` in `init` that set up the object a creation builds there
  /// (`self.model = Model(); model.load()`) move with it, keyed by the creation's assignment
  /// target, or why one cannot (nil when none is tried).
  private static func setUps(
    of name: String, by created: [StateObjectCreation], usage: PropertyUsage,
    _ source: ParsedSource
  ) -> (setups: [SyntaxIdentifier: InitializerSetup], blocker: String?) {
    var setups: [SyntaxIdentifier: InitializerSetup] = [:]
    var covered = 0
    for creation in created {
      guard case .wrappedValue = creation.form, let initializer = creation.assignment.initializer,
        let statement = creation.assignment.target.ancestorOrSelf(mapping: {
          $0.as(CodeBlockItemSyntax.self)
        }),
        statement.parent?.parent?.id == initializer.body?.id
      else { continue }
      let reads = usage.readsInInitializers.filter {
        $0.ancestorOrSelf(mapping: { $0.as(InitializerDeclSyntax.self) })?.id == initializer.id
      }
      guard !reads.isEmpty else { continue }
      switch InitializerSetup.outcome(
        of: name, reads: reads, after: statement, in: initializer, source)
      {
      case .blocked(let reason): return ([:], reason)
      case .setup(let found):
        setups[creation.assignment.target.id] = found.first
        covered += reads.count
      }
    }
    return (covered == usage.readsInInitializers.count ? setups : [:], nil)
  }

  /// What the property's initializers decide, all of them together.
  enum Plan {
    /// No initializer creates the object.
    case none
    /// One initializer creates it (the assignment `creating`) and another passes it in
    /// (`passing`).
    case mixedOwnership(type: String, creating: TokenSyntax, passing: TokenSyntax)
    case blocked(type: String, reason: String)
    /// Applicable edits, unsafe when the object, unlike before, would be built only once from
    /// what `init` was given.
    /// `setUpAt`: where `init` sets up the object, which the fix moves into its construction.
    case fix(
      type: String, edits: [TextEdit], applicability: Applicability,
      defaultArgumentLabels: [String], setUpAt: String?)
  }

  static func plan(
    for name: String, usage: PropertyUsage, replacing wrapper: String, contextualType: String?,
    projectionWasBinding: Bool, keeper: String = "StateObject", in source: ParsedSource
  ) -> Plan {
    let creations = usage.initializerAssignments.map {
      ($0, StateObjectCreation($0, replacing: wrapper, contextualType: contextualType))
    }
    guard let typeName = creations.lazy.compactMap({ $0.1?.construction.typeName }).first else {
      return .none
    }
    let created = creations.compactMap(\.1)
    if let passed = creations.first(where: { $0.1 == nil })?.0, let creating = created.first {
      return .mixedOwnership(
        type: typeName, creating: creating.assignment.target, passing: passed.target)
    }
    let (setups, setupBlocker) = setUps(of: name, by: created, usage: usage, source)
    if let blocker = usage.blockerForStateObject(
      name, in: source, projectionWasBinding: projectionWasBinding,
      rewritten: Set(created.map(\.assignment.target.id)),
      setupMoves: setupBlocker != nil || !setups.isEmpty
    ) ?? setupBlocker {
      return .blocked(type: typeName, reason: blocker)
    }
    if let parameter = created.lazy.compactMap(\.capturedNonEscapingParameter).first {
      return .blocked(
        type: typeName,
        reason: "'\(parameter)' is a non-escaping parameter that '@StateObject' would capture")
    }
    var edits: [TextEdit] = []
    var readsInputs = false
    for creation in created {
      guard let initializer = creation.assignment.initializer else { continue }
      switch AutoclosureCapture.outcome(
        of: creation.construction.call, in: initializer, source: source)
      {
      case .blocked(let reason):
        return .blocked(type: typeName, reason: reason)
      case .rewrite(let capturedReads, let readsArguments):
        readsInputs = readsInputs || readsArguments
        guard let setup = setups[creation.assignment.target.id] else {
          edits += creation.edits(source, keeper: keeper) + capturedReads
          continue
        }
        // The closure builds and sets up the object where the assignment was.
        let call = creation.construction.call
        var built = InitializerSetup.text(
          from: call.positionAfterSkippingLeadingTrivia.utf8Offset,
          to: call.endPositionBeforeTrailingTrivia.utf8Offset, applying: capturedReads,
          in: source)
        if let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base == nil {
          built = creation.construction.typeName + built.dropFirst(callee.trimmedDescription.count)
        }
        edits += setup.edits(
          property: name, construction: built,
          constructionIndent: source.indentation(
            ofLineAt: call.positionAfterSkippingLeadingTrivia.utf8Offset),
          declaredType: nil, keeper: keeper, in: source)
        readsInputs = readsInputs || setup.readsInputs
      }
    }
    // '@ObservedObject' took a new object on every 'init'; '@StateObject' keeps the first, so a
    // model built from 'init' arguments would no longer follow them. '@State' kept the first one
    // already.
    let keepsStaleArguments = readsInputs && wrapper == "ObservedObject"
    return .fix(
      type: typeName, edits: edits, applicability: keepsStaleArguments ? .unsafe : .safe,
      defaultArgumentLabels: created.compactMap(\.defaultArgumentLabel),
      setUpAt: setups.values.min(by: { $0.offset < $1.offset })?.location(in: source))
  }
}
