import SwiftSyntax

/// A row view that owns its model (`_model = StateObject(wrappedValue: Model(item: item))` in
/// its `init`) loses it whenever a lazy container discards the row. The parents' view models
/// keep one per element instead: every lazy call site asks its parent's model for it, previews
/// and tests build one of their own, and the row observes what it receives. One plan edits the
/// row and all its call sites, across files.
struct OwnedRowModelCache {
  let rowName: String
  let propertyName: String
  let context: RuleContext

  private var index: ProjectIndex { context.index }

  /// The plan for the row and all its call sites, made once per pass.
  func plan() -> MigrationOutcome {
    context.passMemo.value("owned-row \(index.scopeKey) \(rowName) \(propertyName)") {
      .of(makeFix)
    }
  }

  /// Where the row builds its model, and the `init` that receives it instead.
  private struct RowInitializer {
    enum Creation {
      /// `_model = StateObject(wrappedValue: Model(…))` in the row's `init`.
      case wrapper(FunctionCallExprSyntax)
      /// `@StateObject private var model = Model()`.
      case declaration
    }
    let source: ParsedSource
    let variable: VariableDeclSyntax
    /// The row's own initializers, each of which takes the model; none when Swift
    /// synthesises the memberwise one.
    let initializers: [InitializerDeclSyntax]
    let creation: Creation
    let construction: Construction
    /// The model's type as written, with generic arguments: the property's declared type,
    /// else the constructed one; it also spells out an implicit `.init(…)` elsewhere.
    let modelType: String
    /// Each parameter's argument label (nil for `_`) by the name the body uses.
    let labels: [String: String?]
    /// The memberwise initializer's parameters, when the row has no `init` of its own.
    let memberwiseOrder: [String]
  }

  private func makeFix() throws(MigrationRefusal) -> Fix {
    let row = try rowInitializer()
    let modelName = row.modelType
    if let file = index.filesReferencingAsFunction(rowName).first {
      throw .reason(
        "\(file) uses '\(rowName)' as a function, which a new parameter would break; move the model by hand"
      )
    }
    if let unparsed = context.unparsedFiles(mentioning: rowName).first {
      throw .reason(unparsed.blocksFix(of: rowName))
    }
    var calls: [(FunctionCallExprSyntax, ParsedSource)] = []
    for path in Set(index.callSites(of: rowName).map(\.path)).sorted() {
      guard let source = context.source(at: path) else { continue }
      let collector = ViewModelHandOff.CallCollector(viewMode: .sourceAccurate)
      collector.walk(source.tree)
      calls += collector.calls.filter { Construction(ExprSyntax($0))?.typeName == rowName }.map {
        ($0, source)
      }
    }
    var edits: [TextEdit] = []
    for (call, source) in calls {
      do {
        edits += try callSiteEdits(call, in: source, row: row, modelName: modelName)
      } catch .reason(let reason) where calls.count > 1 {
        // The finding may be at another call site than the one that blocks.
        throw .reason("the fix changes every call site of '\(rowName)' together, and \(reason)")
      }
    }
    let rowEdits = try self.rowEdits(row, modelName: modelName)
    return Fix(edits: try Self.merged(edits) + rowEdits, applicability: .unsafe)
  }

  private func rowInitializer() throws(MigrationRefusal) -> RowInitializer {
    let rows = index.declarations(named: rowName)
    guard rows.count == 1, let summary = rows.first,
      let source = context.source(at: summary.path),
      let decl = DeclarationLocator.structDecl(at: summary.offset, in: source.tree),
      let variable = decl.memberBlock.flattenedDecls.lazy.compactMap({
        $0.as(VariableDeclSyntax.self)
      }).first(where: { $0.singleBindingName == propertyName })
    else {
      throw .reason(
        "'\(rowName)' is not declared once in the scanned sources; give the rows distinct names, or move the model by hand"
      )
    }
    let initializers = decl.memberBlock.flattenedDecls.compactMap {
      $0.as(InitializerDeclSyntax.self)
    }
    let usage = PropertyUsage(of: propertyName, in: decl.memberBlock)
    let declaredType = variable.bindings.first?.typeAnnotation?.type
    let creation: RowInitializer.Creation
    let construction: Construction
    if let value = variable.bindings.first?.initializer?.value {
      guard usage.assignments.isEmpty,
        let built = Construction(value, contextualType: declaredType?.nominalName)
      else {
        throw .reason(
          "'\(rowName)' at \(source.location(of: decl.name)) both creates '\(propertyName)' in its declaration and assigns it; move the model by hand"
        )
      }
      try checkInitializers(
        of: decl, summary: summary, in: source, memberwise: initializers.isEmpty)
      if let delegating = initializers.first(where: \.delegates) {
        throw .reason(
          "'\(rowName).init' at \(source.location(of: delegating.initKeyword)) calls another initializer, which would have to pass the model on; move the model by hand"
        )
      }
      creation = .declaration
      construction = built
    } else {
      if initializers.count > 1 {
        throw .reason(
          "'\(rowName)' has \(initializers.count) initializers (\(initializers.map { source.location(of: $0.initKeyword) }.joined(separator: ", "))), and the fix hands the model to one; "
            + "keep one, or move it by hand")
      }
      guard !initializers.isEmpty,
        usage.assignments.count == 1, let assignment = usage.initializerAssignments.first,
        assignment.assignsWrapper, let wrapper = assignment.value.as(FunctionCallExprSyntax.self),
        wrapper.arguments.count == 1, let argument = wrapper.arguments.first,
        let built = Construction(argument.expression, contextualType: declaredType?.nominalName)
      else {
        throw .reason(
          "'\(rowName)' at \(source.location(of: decl.name)) does not build '\(propertyName)' in its 'init' with "
            + "'_\(propertyName) = StateObject(wrappedValue: …)'; move the model by hand")
      }
      creation = .wrapper(wrapper)
      construction = built
    }
    let parameters = initializers.flatMap(\.signature.parameterClause.parameters)
    let labels = Dictionary(
      parameters.map { parameter in
        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        return ((parameter.secondName ?? parameter.firstName).text, label)
      }, uniquingKeysWith: { first, _ in first })
    if let initializer = initializers.first(where: {
      $0.signature.parameterClause.parameters.contains {
        [$0.firstName.text, $0.secondName?.text].contains(propertyName)
      }
    }) {
      throw .reason(
        "'\(rowName).init' at \(source.location(of: initializer.initKeyword)) already has a parameter named '\(propertyName)'; rename it, then run the fix again"
      )
    }
    if let foreign = construction.call.arguments.lazy.flatMap(\.expression.unqualifiedNames)
      .first(where: { !$0.startsWithUppercase && labels[$0] == nil })
    {
      throw .reason(
        "'\(construction.typeName)' is built from '\(foreign)' at \(source.location(of: construction.call)), which a parent cannot pass; move the model by hand"
      )
    }
    return RowInitializer(
      source: source, variable: variable, initializers: initializers, creation: creation,
      construction: construction,
      modelType: declaredType?.trimmedDescription ?? Self.writtenType(of: construction),
      labels: labels,
      memberwiseOrder: initializers.isEmpty ? Self.memberwiseOrder(of: decl) : [])
  }

  /// The row's initializers take the model, the memberwise one when it has none: an `init` in
  /// an extension would neither set it nor pass it on, and `#if` makes the memberwise
  /// parameters uncertain.
  private func checkInitializers(
    of decl: StructDeclSyntax, summary: TypeSummary, in source: ParsedSource, memberwise: Bool
  ) throws(MigrationRefusal) {
    if memberwise,
      decl.memberBlock.members.contains(where: {
        $0.decl.as(IfConfigDeclSyntax.self)?.declaresStoredProperties == true
      })
    {
      throw .reason(
        "'\(rowName)' at \(source.location(of: decl.name)) declares stored properties inside '#if', which decides its memberwise initializer; move the model by hand"
      )
    }
    if let other = index.extensions(of: summary).first(where: { !$0.initializers.isEmpty }) {
      throw .reason(
        "an extension of '\(rowName)' in \(other.path) declares an 'init', which would neither set '\(propertyName)' nor pass it on; move the model by hand"
      )
    }
  }

  /// The type a construction names, with its generic arguments (`Cache<Item>` for
  /// `Cache<Item>()` and `Cache<Item>.init()`).
  private static func writtenType(of construction: Construction) -> String {
    let callee = construction.call.calledExpression
    let member = callee.as(MemberAccessExprSyntax.self)
    let base = member?.declName.baseName.tokenKind == .keyword(.`init`) ? member?.base : nil
    return (base ?? callee).trimmedDescription
  }

  /// The stored properties Swift's memberwise initializer takes, in its parameter order.
  private static func memberwiseOrder(of decl: StructDeclSyntax) -> [String] {
    decl.memberBlock.members.compactMap { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic,
        let binding = variable.bindings.first, binding.isStored,
        !(variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil)
      else { return nil }
      return variable.singleBindingName
    }
  }

  /// A lazy call site asks its parent's model for the row's model; a preview or a test builds
  /// one; any other call site keeps the row from observing a model it is given.
  private func callSiteEdits(
    _ call: FunctionCallExprSyntax, in source: ParsedSource, row: RowInitializer,
    modelName: String
  ) throws(MigrationRefusal) -> [TextEdit] {
    // The memberwise initializer takes a `@StateObject` with a default value too.
    if call.arguments.contains(where: { $0.label?.text == propertyName }) {
      throw .reason(
        "\(source.location(of: call)) passes '\(propertyName)' to '\(rowName)' itself, which the row keeps only the first time; decide by hand who owns it"
      )
    }
    if context.isPreviewOrTest(call, in: source) {
      let construction = try substituted(row, at: call, in: source, parentModel: nil)
      return [try argumentInsertion(construction.text, into: call, in: source, row: row)]
    }
    guard let lazyRow = LazyRow(containing: call, index: context.index) else {
      throw .reason(
        "\(source.location(of: call)) builds '\(rowName)' outside a lazy container, where no "
          + "parent model keeps its '\(modelName)'; pass the model in there by hand")
    }
    let cache = RowModelCache(
      rowCall: call, rowName: rowName, row: lazyRow, source: source, context: context)
    let parentModel = try cache.parentModel().holder.name
    let construction = try substituted(row, at: call, in: source, parentModel: parentModel)
    guard let element = lazyRow.elementName,
      construction.names.allSatisfy({
        $0 == element || $0 == parentModel || $0.startsWithUppercase
      })
    else {
      throw .reason(
        "\(source.location(of: call)) builds '\(modelName)' from more than the row's element and '\(parentModel)', which a model kept per element would not follow; keep the row models by hand"
      )
    }
    // This fix edits every call site of the row, so no other fix adds these members.
    let (members, _, request) = try cache.members(
      building: construction.text, modelName: modelName, element: element)
    return members + [try argumentInsertion(request, into: call, in: source, row: row)]
  }

  /// The row's construction with the call's arguments in place of the `init` parameters, and
  /// the unqualified names the result reads; the parent's model, held as `parentModel` at the
  /// call, builds it when there is one.
  private func substituted(
    _ row: RowInitializer, at call: FunctionCallExprSyntax, in source: ParsedSource,
    parentModel: String?
  ) throws(MigrationRefusal) -> (text: String, names: [String]) {
    let original = row.construction.call
    let start = original.positionAfterSkippingLeadingTrivia.utf8Offset
    var text = Array(original.trimmedDescription.utf8)
    var names: [String] = []
    let references = original.tokens(viewMode: .sourceAccurate).filter { token in
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
      else { return false }
      return true
    }
    for token in references.reversed() {
      guard let label = row.labels[token.text] else {
        names.append(token.text)
        continue
      }
      guard let argument = call.arguments.first(where: { $0.label?.text == label }) else {
        throw .reason(
          "\(source.location(of: call)) does not pass '\(token.text)', which '\(row.construction.typeName)' is built from"
        )
      }
      let value = argument.expression
      names += value.unqualifiedNames
      // An operand of the construction's own expressions keeps its grouping.
      let hasOperators = [
        SyntaxKind.sequenceExpr, .ternaryExpr, .infixOperatorExpr, .prefixOperatorExpr,
        .tryExpr, .awaitExpr, .asExpr, .isExpr, .closureExpr,
      ].contains(value.kind)
      let valueText =
        parentModel.map { RowModelCache.text(of: value, inModelHeldAs: $0) }
        ?? value.trimmedDescription
      let replacement = hasOperators ? "(\(valueText))" : valueText
      let range = token.trimmedByteRange
      text.replaceSubrange(
        (range.lowerBound - start)..<(range.upperBound - start), with: Array(replacement.utf8))
    }
    // Away from the property, `.init(…)` has no type to construct: name it.
    if let callee = original.calledExpression.as(MemberAccessExprSyntax.self), callee.base == nil {
      let range = callee.trimmedByteRange
      let type = row.modelType
      text.replaceSubrange(
        (range.lowerBound - start)..<(range.upperBound - start), with: Array(type.utf8))
    }
    return (String(decoding: text, as: UTF8.self), names)
  }

  /// `label: value` as the call's first argument, on its own line when the arguments are.
  private func argumentInsertion(
    _ value: String, into call: FunctionCallExprSyntax, in source: ParsedSource,
    row: RowInitializer
  ) throws(MigrationRefusal) -> TextEdit {
    guard call.leftParen != nil else {
      throw .reason("\(source.location(of: call)) calls '\(rowName)' without parentheses")
    }
    let argument = "\(propertyName): \(value)"
    let arguments = Array(call.arguments)
    // The model is the new first parameter of the row's `init`, or takes its declaration's
    // place among the memberwise parameters.
    var next = arguments.first
    if row.initializers.isEmpty, let position = row.memberwiseOrder.firstIndex(of: propertyName) {
      let later = Set(row.memberwiseOrder[(position + 1)...])
      next = arguments.first { $0.label.map { later.contains($0.text) } ?? true }
    }
    if let next {
      return source.insert(argument + separator(before: next, in: source), before: next)
    }
    guard let last = arguments.last else {
      return source.insert(argument, after: call.leftParen!)
    }
    guard call.trailingClosure == nil, last.trailingComma == nil else {
      throw .reason(
        "\(source.location(of: call)) passes a closure after its arguments, which may be a memberwise parameter declared before '\(propertyName)'; move the model by hand"
      )
    }
    return source.insert(separator(before: last, in: source) + argument, after: last)
  }

  /// The row observes the model it is given, which its `init` takes as a new first parameter.
  private func rowEdits(_ row: RowInitializer, modelName: String) throws(MigrationRefusal)
    -> [TextEdit]
  {
    guard let attribute = row.variable.attributes.attribute(named: ["StateObject"])?.nameToken
    else {
      throw .reason(
        "'\(rowName).\(propertyName)' at \(row.source.location(of: row.variable)) is not a '@StateObject'; move the model by hand"
      )
    }
    let source = row.source
    var edits = [source.replace(attribute, with: "ObservedObject")]
    if case .wrapper(let wrapper) = row.creation {
      edits.append(source.replace(wrapper, with: "ObservedObject(wrappedValue: \(propertyName))"))
    } else {
      edits += try declarationEdits(row)
    }
    for initializer in row.initializers {
      let parameters = initializer.signature.parameterClause
      let parameter = "\(propertyName): \(modelName)"
      edits.append(
        parameters.parameters.first.map { first in
          source.insert(parameter + separator(before: first, in: source), before: first)
        } ?? source.insert(parameter, after: parameters.leftParen))
      guard case .declaration = row.creation else { continue }
      guard let first = initializer.body?.statements.first else {
        throw .reason(
          "'\(rowName).init' at \(source.location(of: initializer.initKeyword)) has no statements to put the model's assignment before; move the model by hand"
        )
      }
      let indentation = source.indentation(
        ofLineAt: first.positionAfterSkippingLeadingTrivia.utf8Offset)
      edits.append(
        source.insert(
          "_\(propertyName) = ObservedObject(wrappedValue: \(propertyName))"
            + source.file.lineEnding + indentation, before: first))
    }
    return edits
  }

  /// `@StateObject private var model = Model()` becomes `@ObservedObject private var model:
  /// Model`, without `private` when the memberwise initializer takes it (which `private` would
  /// make private).
  private func declarationEdits(_ row: RowInitializer) throws(MigrationRefusal) -> [TextEdit] {
    let source = row.source
    guard let binding = row.variable.bindings.first, let initializer = binding.initializer else {
      return []
    }
    var edits: [TextEdit] = []
    let end = initializer.endPositionBeforeTrailingTrivia.utf8Offset
    let start = (binding.typeAnnotation.map(Syntax.init) ?? Syntax(binding.pattern))
      .endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(
      TextEdit(
        path: source.path, range: start..<end,
        replacement: binding.typeAnnotation == nil ? ": \(row.modelType)" : ""))
    if row.initializers.isEmpty {
      for modifier in row.variable.modifiers
      where [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind) {
        let range =
          modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPosition.utf8Offset
        edits.append(TextEdit(path: source.path, range: range, replacement: ""))
      }
    }
    return edits
  }

  /// `, ` or, when `first` starts its own line, a comma and a line break with its indentation.
  private func separator(before first: some SyntaxProtocol, in source: ParsedSource) -> String {
    "," + (source.lineBreak(before: first) ?? " ")
  }

  /// Call sites in one parent share its cache: the same members are added once; different ones
  /// would clash.
  private static func merged(_ edits: [TextEdit]) throws(MigrationRefusal) -> [TextEdit] {
    var unique: [TextEdit] = []
    for edit in edits where !unique.contains(edit) {
      if unique.contains(where: { $0.path == edit.path && $0.range == edit.range }) {
        throw .reason(
          "the rows in \(edit.path) build their models differently; keep the row models by hand")
      }
      unique.append(edit)
    }
    return unique
  }
}

extension TriviaPiece {
  fileprivate var isNewline: Bool {
    switch self {
    case .newlines, .carriageReturns, .carriageReturnLineFeeds: true
    default: false
    }
  }
}
