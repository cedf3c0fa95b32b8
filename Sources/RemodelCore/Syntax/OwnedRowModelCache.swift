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

  /// The row's `init` and the construction it hands to `StateObject(wrappedValue:)`.
  private struct RowInitializer {
    let source: ParsedSource
    let variable: VariableDeclSyntax
    let initializer: InitializerDeclSyntax
    let wrapper: FunctionCallExprSyntax
    let construction: Construction
    /// Each parameter's argument label (nil for `_`) by the name the body uses.
    let labels: [String: String?]
  }

  private func makeFix() throws(MigrationRefusal) -> Fix {
    let row = try rowInitializer()
    let modelName = row.construction.typeName
    if let file = index.filesReferencingAsFunction(rowName).first {
      throw .reason(
        "\(file) uses '\(rowName)' as a function, which a new parameter would break; move the model by hand"
      )
    }
    if let file = context.unparsedFiles(mentioning: rowName).first {
      throw .reason("\(file) mentions '\(rowName)' but does not parse; fix it and run again")
    }
    var edits: [TextEdit] = []
    for path in Set(index.callSites(of: rowName).map(\.path)).sorted() {
      guard let source = context.source(at: path) else { continue }
      let collector = ViewModelHandOff.CallCollector(viewMode: .sourceAccurate)
      collector.walk(source.tree)
      for call in collector.calls where Construction(ExprSyntax(call))?.typeName == rowName {
        edits += try callSiteEdits(call, in: source, row: row, modelName: modelName)
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
    if variable.bindings.first?.initializer != nil {
      throw .reason(
        "'\(rowName)' creates '\(propertyName)' in its declaration at \(source.location(of: variable)); build it in an 'init' "
          + "first, which the fix can then hand the model to")
    }
    if initializers.count > 1 {
      throw .reason(
        "'\(rowName)' has \(initializers.count) initializers (\(initializers.map { source.location(of: $0.initKeyword) }.joined(separator: ", "))), and the fix hands the model to one; "
          + "keep one, or move it by hand")
    }
    let usage = PropertyUsage(of: propertyName, in: decl.memberBlock)
    guard let initializer = initializers.first,
      usage.assignments.count == 1, let assignment = usage.initializerAssignments.first,
      assignment.assignsWrapper, let wrapper = assignment.value.as(FunctionCallExprSyntax.self),
      wrapper.arguments.count == 1, let argument = wrapper.arguments.first,
      let construction = Construction(argument.expression)
    else {
      throw .reason(
        "'\(rowName)' at \(source.location(of: decl.name)) does not build '\(propertyName)' in its 'init' with "
          + "'_\(propertyName) = StateObject(wrappedValue: …)'; move the model by hand")
    }
    let parameters = initializer.signature.parameterClause.parameters
    let labels = Dictionary(
      parameters.map { parameter in
        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        return ((parameter.secondName ?? parameter.firstName).text, label)
      }, uniquingKeysWith: { first, _ in first })
    if labels.keys.contains(propertyName) || labels.values.contains(propertyName) {
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
      source: source, variable: variable, initializer: initializer, wrapper: wrapper,
      construction: construction, labels: labels)
  }

  /// A lazy call site asks its parent's model for the row's model; a preview or a test builds
  /// one; any other call site keeps the row from observing a model it is given.
  private func callSiteEdits(
    _ call: FunctionCallExprSyntax, in source: ParsedSource, row: RowInitializer,
    modelName: String
  ) throws(MigrationRefusal) -> [TextEdit] {
    let construction = try substituted(row, at: call, in: source)
    if source.isPreviewOrTest(call) {
      return [try argumentInsertion(construction.text, into: call, in: source)]
    }
    guard let lazyRow = LazyRow(containing: call) else {
      throw .reason(
        "\(source.location(of: call)) builds '\(rowName)' outside a lazy container, where no "
          + "parent model keeps its '\(modelName)'; pass the model in there by hand")
    }
    guard let element = lazyRow.elementName,
      construction.names.allSatisfy({ $0 == element || $0.startsWithUppercase })
    else {
      throw .reason(
        "\(source.location(of: call)) builds '\(modelName)' from more than the row's element")
    }
    let cache = RowModelCache(
      rowCall: call, rowName: rowName, row: lazyRow, source: source, context: context)
    let (members, request) = try cache.members(
      building: construction.text, modelName: modelName, element: element)
    return members + [try argumentInsertion(request, into: call, in: source)]
  }

  /// The row's construction with the call's arguments in place of the `init` parameters, and
  /// the unqualified names the result reads.
  private func substituted(
    _ row: RowInitializer, at call: FunctionCallExprSyntax, in source: ParsedSource
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
      let replacement = hasOperators ? "(\(value.trimmedDescription))" : value.trimmedDescription
      let range = token.trimmedByteRange
      text.replaceSubrange(
        (range.lowerBound - start)..<(range.upperBound - start), with: Array(replacement.utf8))
    }
    return (String(decoding: text, as: UTF8.self), names)
  }

  /// `label: value` as the call's first argument, on its own line when the arguments are.
  private func argumentInsertion(
    _ value: String, into call: FunctionCallExprSyntax, in source: ParsedSource
  ) throws(MigrationRefusal) -> TextEdit {
    guard call.leftParen != nil else {
      throw .reason("\(source.location(of: call)) calls '\(rowName)' without parentheses")
    }
    let argument = "\(propertyName): \(value)"
    guard let first = call.arguments.first else {
      return source.insert(argument, after: call.leftParen!)
    }
    return source.insert(argument + separator(before: first, in: source), before: first)
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
    let parameters = row.initializer.signature.parameterClause
    let parameter = "\(propertyName): \(modelName)"
    let insertion =
      parameters.parameters.first.map { first in
        row.source.insert(parameter + separator(before: first, in: row.source), before: first)
      } ?? row.source.insert(parameter, after: parameters.leftParen)
    return [
      row.source.replace(attribute, with: "ObservedObject"), insertion,
      row.source.replace(row.wrapper, with: "ObservedObject(wrappedValue: \(propertyName))"),
    ]
  }

  /// `, ` or, when `first` starts its own line, a comma and a line break with its indentation.
  private func separator(before first: some SyntaxProtocol, in source: ParsedSource) -> String {
    guard first.leadingTrivia.contains(where: \.isNewline) else { return ", " }
    let offset = first.positionAfterSkippingLeadingTrivia.utf8Offset
    return "," + source.file.lineEnding + source.indentation(ofLineAt: offset)
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
