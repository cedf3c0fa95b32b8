import SwiftSyntax

/// A view that creates its model and then pushes its own inputs into it in `.onAppear` or
/// `.task` leaves the model with placeholder state until the view appears, and repeats the
/// assignments on every appearance.
///
/// Before:
/// ```swift
/// @StateObject private var viewModel = ProfileViewModel()
/// var body: some View {
///     content.onAppear { viewModel.userID = userID }
/// }
/// ```
/// After:
/// ```swift
/// @StateObject private var viewModel: ProfileViewModel
/// init(userID: User.ID) {
///     self.userID = userID
///     _viewModel = StateObject(wrappedValue: ProfileViewModel(userID: userID))
/// }
/// // ProfileViewModel gains init(userID: User.ID? = nil)
/// ```
public struct InjectDependenciesThroughInitializer: Rule {
  public let id = "onappear-dependency-injection"
  public let summary =
    "Pass a view's inputs to its model's initializer instead of assigning them when it appears."
  public let rationale = """
    A view model created with '@StateObject private var viewModel = Model()' (or an \
    '@Observable' one with '@State private var viewModel = Model()') and given the \
    view's inputs later, in '.onAppear { viewModel.id = id }' or '.task { … }', has to carry \
    optional or placeholder state until then, and every appearance assigns the inputs again. \
    Passing them to the model's initializer, built once in the view's 'init' through \
    'StateObject(wrappedValue:)' (or 'State(wrappedValue:)'), gives the model its real state \
    from the start. The fix adds \
    an initializer to the model whose parameters default to the properties' current values, \
    so other callers keep working, writes the view's 'init' (keeping its memberwise \
    parameters) and removes the assignments, and an appearance modifier left empty. Only \
    inputs that stay fixed for the view's identity (stored properties without a property \
    wrapper) are injection; '@State', '@Binding' and environment values that change while the \
    view lives stay where they are. A property that was optional only to wait for its value \
    (the model is built by this view alone and uses it through '?.', '!' or a 'guard let' of \
    the same name) stops being optional, and those unwraps go.
    """
  public let isEnabledByDefault = true
  public let fixKind = FixKind.safe

  public init() {}

  public func mayFind(summary: FileSummary, context: RuleContext) -> Bool {
    (summary.containsWord("StateObject") || summary.containsWord("State"))
      && AppearanceInjection.modifiers.contains(where: summary.containsWord)
      && context.mayMentionViewModelClass(summary)
      && summary.types.contains { view in
        // A view hands its model only inputs it keeps without a wrapper, and creates the model
        // as a property's initial value or in its `init`.
        view.kind == .struct && view.storedProperties.contains { $0.wrapper == nil }
          && view.storedProperties.contains { property in
            (property.defaultValue != nil || !view.initializers.isEmpty)
              && context.mayWrapClass(
                property, wrappers: ["StateObject", "State"],
                where: context.index.mayBeViewModelClass)
          }
      }
  }

  public func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    let created = AppearanceInjection.createdModels(in: source, index: context.index)
    let configurations = AppearanceInjection.configurationCalls(in: created)
      .map { configuration in
        source.finding(
          id, at: configuration.call,
          message: String.injectThroughInitializer(
            configuration.inputs, configuration.model.typeName,
            modifier: AppearanceInjection.modifierName(configuration.modifier),
            through: configuration.method)
            + "; not fixed because '\(configuration.method)' is a method, which the fix does not turn into an initializer; give '\(configuration.model.typeName)' an initializer taking \(configuration.inputs.map { "'\($0)'" }.listedInProse) and build it in the view's 'init' by hand"
        )
      }
    return configurations
      + AppearanceInjection.all(in: created).map { injection in
        let message = String.injectThroughInitializer(
          injection.assignments.map(\.property), injection.construction.typeName,
          modifier: injection.assignments.first?.modifierName ?? "onAppear")
        switch MigrationOutcome.of({ () throws(MigrationRefusal) in
          try fix(injection, source, context)
        }) {
        case .fix(let fix, _):
          return source.finding(id, at: injection.holder.variable, message: message, fix: fix)
        case .refused(let reason):
          return source.finding(
            id, at: injection.holder.variable, message: message + "; not fixed because " + reason)
        case .notApplicable:
          return source.finding(id, at: injection.holder.variable, message: message)
        }
      }
  }

  private func fix(
    _ injection: AppearanceInjection, _ source: ParsedSource, _ context: RuleContext
  ) throws(MigrationRefusal) -> Fix {
    let index = context.index
    let modelName = injection.construction.typeName
    if let initializer = injection.builtIn {
      throw .reason(
        "'\(injection.view.name.text)' builds '\(modelName)' in its 'init' at \(source.location(of: initializer.initKeyword)), which the fix does not rewrite; pass \(injection.assignments.map { "'\($0.input)'" }.listedInProse) to '\(modelName)' there by hand"
      )
    }
    // `ViewModel()` in a view may name the one nested in it (`extension Scanner { class
    // ViewModel }`) among many.
    let declarations = context.declarations(
      meantBy: modelName, at: injection.construction.call, inFileAt: source.path)
    guard declarations.count == 1, let model = declarations.first, model.kind == .class,
      let modelSource = context.source(at: model.path),
      let modelDecl = DeclarationLocator.decl(at: model.offset, in: modelSource.tree)?.as(
        ClassDeclSyntax.self)
    else { throw .reason("'\(modelName)' is not one class in the scanned sources") }
    guard injection.construction.call.arguments.isEmpty else {
      throw .reason("'\(injection.construction.call.trimmedDescription)' already takes arguments")
    }
    let usage = PropertyUsage(of: injection.holder.name, in: injection.view.memberBlock)
    let keeper = injection.holder.wrapperName.text
    if let blocker = usage.blockerForStateObject(
      injection.holder.name, in: source, projectionWasBinding: false, keeper: keeper)
    {
      throw .reason(blocker)
    }
    let inputs = try Self.inputs(of: injection)
    // `_model = StateObject(wrappedValue: Model(…))` in the view's `init`, the model's
    // construction given `arguments`, and the removal of the assignments it makes redundant.
    let viewEdits = { (arguments: [String]) throws(MigrationRefusal) -> [TextEdit] in
      let type = injection.construction.call.calledExpression.trimmedDescription
      let binding = injection.holder.binding
      let holderEdit = TextEdit(
        path: source.path,
        range: binding.pattern.endPositionBeforeTrailingTrivia
          .utf8Offset..<binding.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: ": \(type)")
      let construction = "\(keeper)(wrappedValue: \(type)(\(arguments.joined(separator: ", "))))"
      let viewInit = try viewInitializerEdit(
        injection, assigning: "_\(injection.holder.name) = \(construction)", source, context)
      return [holderEdit, viewInit] + removals(injection, source)
    }
    if !model.initializers.isEmpty
      || index.extensions(of: model).contains(where: {
        !$0.initializers.isEmpty
      })
    {
      // An initializer that already takes and stores every injected value needs no change.
      guard
        let parameters = Self.initializerStoring(
          injection.assignments.map(\.property), in: modelDecl)
      else {
        let written = modelDecl.memberBlock.flattenedDecls.compactMap {
          $0.as(InitializerDeclSyntax.self).map { modelSource.location(of: $0.initKeyword) }
        }
        let places = written.isEmpty ? "" : " (\(written.listedInProse))"
        throw .reason(
          "'\(modelName)' declares initializers\(places), none of which takes and stores \(injection.assignments.map { "'\($0.property)'" }.listedInProse) with defaults for its other parameters; add them to one that way, then run the fix again"
        )
      }
      let arguments = try parameters.map { property throws(MigrationRefusal) in
        "\(property): \(try argument(for: inputs[property] ?? property, injection, context))"
      }
      return Fix(edits: try viewEdits(arguments))
    }
    if let superclass = model.inheritedTypes.first(where: {
      !index.declarations(named: $0).filter { $0.kind == .class }.isEmpty
        || !Self.knownProtocols.contains($0) && index.declarations(named: $0).isEmpty
    }) {
      throw .reason("'\(modelName)' inherits from '\(superclass)', whose initializers it must call")
    }
    let properties = try injectedProperties(inputs, in: modelDecl)
    let unwrapped = lateInjectedOptionals(injection, model, modelDecl, modelSource, source, context)
    let initializer = try MemberwiseInitializer.insertion(
      in: modelDecl, of: modelSource,
      parameters: properties.map { property in
        unwrapped.wrappedTypes[property.name].map { "\(property.name): \($0)" }
          ?? "\(property.name): \(property.type) = \(property.defaultValue)"
      },
      statements: properties.map { "self.\($0.name) = \($0.name)" })
    let arguments = try properties.map { property throws(MigrationRefusal) in
      "\(property.name): \(try argument(for: property.input, injection, context))"
    }
    return Fix(edits: [initializer] + (try viewEdits(arguments)) + unwrapped.edits)
  }

  /// The labels, in order, of the one initializer declared in `model` that takes each of
  /// `properties` under its own name and stores it (`self.reports = reports`), with defaults
  /// for its other parameters and nothing that keeps a view's `init` from calling it.
  private static func initializerStoring(_ properties: [String], in model: ClassDeclSyntax)
    -> [String]?
  {
    let wanted = Set(properties)
    let candidates = model.memberBlock.flattenedDecls.compactMap {
      $0.as(InitializerDeclSyntax.self)
    }.compactMap { initializer -> [String]? in
      let effects = initializer.signature.effectSpecifiers
      guard initializer.optionalMark == nil, effects?.throwsClause == nil,
        effects?.asyncSpecifier == nil, initializer.genericParameterClause == nil,
        let statements = initializer.body?.statements
      else { return nil }
      let stored = Dictionary(
        statements.compactMap { statement -> (String, String)? in
          guard let sequence = statement.item.as(SequenceExprSyntax.self),
            let assignment = PropertyAssignment(sequence)
          else { return nil }
          return (assignment.propertyName, assignment.valueName)
        }, uniquingKeysWith: { first, _ in first })
      var passed: [String] = []
      for parameter in initializer.signature.parameterClause.parameters {
        let label = parameter.firstName.text
        if wanted.contains(label),
          stored[label] == (parameter.secondName ?? parameter.firstName).text
        {
          passed.append(label)
        } else if parameter.defaultValue == nil {
          return nil
        }
      }
      return Set(passed) == wanted ? passed : nil
    }
    return candidates.count == 1 ? candidates.first : nil
  }

  /// The injected properties that stop being optional: the model is built only by this view,
  /// nothing but the assignments that go reads them from outside it, and the view's inputs are
  /// not optional themselves.
  private func lateInjectedOptionals(
    _ injection: AppearanceInjection, _ model: TypeSummary, _ modelDecl: ClassDeclSyntax,
    _ modelSource: ParsedSource, _ source: ParsedSource, _ context: RuleContext
  ) -> LateInjectedOptionals {
    let index = context.index
    let extensions = modelSource.tree.statements.compactMap {
      $0.item.as(ExtensionDeclSyntax.self)
    }.filter { $0.extendedType.trimmedDescription == modelDecl.name.text }
    let scopes = [modelDecl.memberBlock] + extensions.map(\.memberBlock)
    guard index.callSites(of: model.name).count == 1,
      index.filesReferencingAsFunction(model.name).isEmpty,
      index.subclasses(of: model).isEmpty,
      index.extensions(of: model).count == extensions.count
    else { return LateInjectedOptionals([], in: scopes, of: modelSource) }
    let viewProperties = injection.view.memberBlock.flattenedDecls.compactMap {
      $0.as(VariableDeclSyntax.self)
    }
    let candidates = injection.assignments.filter { assignment in
      let input = viewProperties.first { $0.singleBindingName == assignment.input }
      let outside = modelSource.path == source.path ? scopes : []
      guard let inputType = input?.bindings.first?.typeAnnotation?.type, !inputType.isOptional,
        index.filesReadingMember(assignment.property, excluding: modelSource.path).allSatisfy({
          $0 == source.path
        }),
        index.filesReadingMember("$" + assignment.property, excluding: "").isEmpty,
        source.memberReads(of: assignment.property, outside: outside) == 1
      else { return false }
      return modelSource.path == source.path
        || modelSource.memberReads(of: assignment.property, outside: scopes) == 0
    }
    return LateInjectedOptionals(Set(candidates.map(\.property)), in: scopes, of: modelSource)
  }

  /// A property of the model an appearance closure sets, and the view input it receives.
  private struct InjectedProperty {
    let name: String
    let type: String
    let defaultValue: String
    let input: String
  }

  /// The model's properties in declaration order; each must be a stored `var` with a written
  /// type and no observers, which an initializer can set without running code.
  /// The view input each model property receives; a property set twice has no one input.
  private static func inputs(of injection: AppearanceInjection) throws(MigrationRefusal)
    -> [String: String]
  {
    let inputs = Dictionary(
      injection.assignments.map { ($0.property, [$0.input]) }, uniquingKeysWith: +)
    if let repeated = inputs.first(where: { $0.value.count > 1 }) {
      throw .reason("'\(repeated.key)' is set more than once when the view appears")
    }
    return inputs.compactMapValues(\.first)
  }

  private func injectedProperties(
    _ inputs: [String: String], in model: ClassDeclSyntax
  ) throws(MigrationRefusal) -> [InjectedProperty] {
    let modelName = model.name.text
    let variables = model.memberBlock.flattenedDecls.compactMap {
      $0.as(VariableDeclSyntax.self)
    }
    let declared = Set(variables.compactMap(\.singleBindingName))
    if let missing = inputs.keys.sorted().first(where: { !declared.contains($0) }) {
      throw .reason("'\(missing)' is not a stored property declared in '\(modelName)'")
    }
    var properties: [InjectedProperty] = []
    for variable in variables {
      guard let name = variable.singleBindingName, let input = inputs[name] else {
        continue
      }
      guard let binding = variable.bindings.first, !variable.isStatic,
        variable.bindingSpecifier.tokenKind == .keyword(.var),
        variable.attributes.flattenedAttributes.allSatisfy({ $0.simpleName == "Published" })
      else {
        throw .reason("'\(modelName).\(name)' is not a stored 'var' an initializer can set")
      }
      if binding.accessorBlock != nil {
        throw .reason(
          "'\(modelName).\(name)' has accessors or observers, which an initializer would not run")
      }
      let initialValue = binding.initializer?.value
      guard let type = binding.typeAnnotation?.type.trimmedDescription ?? initialValue?.literalType
      else { throw .reason("'\(modelName).\(name)' has no written type") }
      guard
        let defaultValue = initialValue?.trimmedDescription
          ?? (binding.typeAnnotation?.type.isOptional == true ? "nil" : nil)
      else { throw .reason("'\(modelName).\(name)' has no initial value") }
      // A closure the initializer stores escapes it.
      let escaping = binding.typeAnnotation?.type.isClosure == true ? "@escaping " : ""
      properties.append(
        InjectedProperty(
          name: name, type: escaping + type, defaultValue: defaultValue, input: input))
    }
    return properties
  }

  /// What the view's `init` passes for the input `name`: the parameter it arrives in.
  private func argument(
    for name: String, _ injection: AppearanceInjection, _ context: RuleContext
  ) throws(MigrationRefusal) -> String {
    let initializers = injection.view.memberBlock.flattenedDecls.compactMap {
      $0.as(InitializerDeclSyntax.self)
    }
    guard let initializer = initializers.first else { return name }
    let assignment = PropertyUsage(of: name, in: injection.view.memberBlock).assignments.first {
      $0.initializer?.id == initializer.id && !$0.assignsWrapper
    }
    let parameters = Set(
      initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    guard initializers.count == 1,
      let parameter = assignment?.value.referencedName(allowingSelf: false),
      parameters.contains(parameter)
    else {
      throw .reason(
        "'\(injection.view.name.text).init' does not set '\(name)' from one of its parameters")
    }
    return parameter
  }

  /// The statement creating the model: appended to the view's own `init`, or in a new one
  /// taking the memberwise parameters.
  private func viewInitializerEdit(
    _ injection: AppearanceInjection, assigning statement: String, _ source: ParsedSource,
    _ context: RuleContext
  ) throws(MigrationRefusal) -> TextEdit {
    let view = injection.view
    if let initializer = view.memberBlock.flattenedDecls.lazy.compactMap({
      $0.as(InitializerDeclSyntax.self)
    }).first, let body = initializer.body {
      guard let last = body.statements.last else {
        throw .reason("'\(view.name.text).init' is empty")
      }
      let indent = source.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia.utf8Offset)
      return source.insert(source.file.lineEnding + indent + statement, after: last)
    }
    let passed = Set(
      context.index.callSites(of: view.name.text).flatMap(\.labels).compactMap { $0 })
    let (before, after) = try MemberwiseInitializer.parameters(
      of: view, around: injection.holder.name, passed: passed)
    let parameters = before + after
    if let input = injection.assignments.map(\.input).first(where: { input in
      !parameters.contains { $0.name == input }
    }) {
      throw .reason(
        "'\(input)' is not a parameter of '\(view.name.text)', so 'init' cannot pass it on")
    }
    return try MemberwiseInitializer.insertion(
      in: view, of: source, parameters: parameters.map(\.declaration),
      statements: parameters.map(\.assignment) + [statement])
  }

  /// The assignments go; a modifier left with nothing to do goes with them.
  private func removals(_ injection: AppearanceInjection, _ source: ParsedSource) -> [TextEdit] {
    let byModifier = Dictionary(grouping: injection.assignments) { $0.modifier.id }
    return byModifier.values.flatMap { assignments -> [TextEdit] in
      guard let first = assignments.first else { return [] }
      if assignments.count == first.closure.statements.count {
        return [source.removal(ofModifier: first.modifier)]
      }
      return assignments.map { source.removal(ofStatement: $0.statement) }
    }
  }

  /// Protocols a class may adopt without a superclass initializer to call.
  private static let knownProtocols: Set<String> = [
    "ObservableObject", "Identifiable", "Hashable", "Equatable", "Sendable",
    "CustomStringConvertible",
  ]
}

extension ExprSyntax {
  /// The type of a plain literal initial value: `String` for `""`, `Int` for `0`.
  fileprivate var literalType: String? {
    if self.is(StringLiteralExprSyntax.self) { return "String" }
    if self.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if self.is(FloatLiteralExprSyntax.self) { return "Double" }
    if self.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    return nil
  }
}

extension AppearanceInjection.Assignment {
  var modifierName: String { AppearanceInjection.modifierName(modifier) }
}

extension ParsedSource {
  /// How many times the file reads `.name` on a value other than `self` outside `scopes`.
  fileprivate func memberReads(of name: String, outside scopes: [MemberBlockSyntax]) -> Int {
    tree.tokens(viewMode: .sourceAccurate).count { token in
      guard token.text == name, let reference = token.parent,
        let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id, let base = member.base,
        base.referencedName(allowingSelf: false) != "self"
      else { return false }
      let offset = token.position.utf8Offset
      return !scopes.contains {
        $0.position.utf8Offset <= offset && offset < $0.endPosition.utf8Offset
      }
    }
  }

  /// Deletes `.modifier { … }` from a chain, with its lines when it has them to itself.
  fileprivate func removal(ofModifier call: FunctionCallExprSyntax) -> TextEdit {
    let start =
      call.calledExpression.as(MemberAccessExprSyntax.self)?.period
      .positionAfterSkippingLeadingTrivia.utf8Offset
      ?? call.positionAfterSkippingLeadingTrivia.utf8Offset
    let range = wholeLineRange(of: start..<call.endPositionBeforeTrailingTrivia.utf8Offset)
    return TextEdit(path: path, range: range, replacement: "")
  }
}

extension String {
  /// `through` names the method that hands them over, when it is not an assignment.
  fileprivate static func injectThroughInitializer(
    _ properties: [String], _ model: String, modifier: String, through method: String? = nil
  ) -> String {
    let quoted = properties.map { "'\($0)'" }
    let names = quoted.listedInProse
    let them = quoted.count > 1 ? "them" : "it"
    let setting = method.map { "passing \(them) to '\($0)'" } ?? "setting \(them)"
    return "pass \(names) to '\(model).init' instead of \(setting) in '.\(modifier)': "
      + "until then the model holds a placeholder, and every appearance sets \(them) again"
  }
}
