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

  func plan() -> MigrationOutcome { .of(makeFix) }

  private func makeFix() throws(Refusal) -> Fix {
    let properties = [shape.flag, shape.error, shape.data]
    if !shape.otherDataProperties.isEmpty {
      throw .reason(
        "'\(shape.loadFunction.name.text)' assigns several properties from awaited calls ("
          + ([shape.data.name] + shape.otherDataProperties).map { "'\($0)'" }.joined(
            separator: ", ")
          + ")")
    }
    if let message = shape.customErrorMessage {
      throw .reason(
        "'\(shape.error.name)' shows its own message ('\(message)'), which 'Loadable' would replace with the error's description"
      )
    }
    let declarations = index.allDeclarations(named: className)
    if declarations.count > 1 {
      throw .reason(
        "several types are named '\(className)' (\(declarations.map(\.path).joined(separator: ", "))), so its readers cannot be told apart"
      )
    }
    if let subclass = index.subclasses(of: className).first {
      throw .reason("'\(subclass)' subclasses '\(className)' and may use these properties")
    }
    if let observed = properties.first(where: { $0.binding.accessorBlock != nil }) {
      throw .reason("'\(observed.name)' has observers ('willSet'/'didSet') that would be lost")
    }
    if let otherLoad = otherFunctionStarting(shape.flag.name) {
      throw .reason("'\(shape.flag.name)' also marks the load in '\(otherLoad)'")
    }
    if let exposed = properties.first(where: { Self.isPublic($0.variable) }) {
      throw .reason(
        "'\(exposed.name)' is public API, whose readers may lie outside the scanned sources")
    }
    let dataType = try loadedType()
    var edits = try classEdits(dataType: dataType)
    edits += try readerEdits(dataType: dataType)
    edits += try loadableDeclaration()
    return Fix(edits: edits)
  }

  // MARK: The data type

  /// The `T` of `Loadable<T>` and what readers fall back to while nothing is loaded.
  private struct LoadedType {
    let name: String
    /// `[]` for `var articles: [Article] = []`; nil for an optional, whose readers get `.value`.
    let fallback: String?
  }

  private func loadedType() throws(Refusal) -> LoadedType {
    let binding = shape.data.binding
    let initial = binding.initializer?.value
    if let type = binding.typeAnnotation?.type {
      if let optional = type.as(OptionalTypeSyntax.self) {
        return LoadedType(name: optional.wrappedType.trimmedDescription, fallback: nil)
      }
      guard let initial else {
        throw .reason("'\(shape.data.name)' has no initial value to show before the first load")
      }
      return LoadedType(name: type.trimmedDescription, fallback: initial.trimmedDescription)
    }
    if let call = initial?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    {
      return LoadedType(
        name: call.calledExpression.trimmedDescription, fallback: call.trimmedDescription)
    }
    throw .reason("the type of '\(shape.data.name)' is not written in its declaration")
  }

  // MARK: The class

  private func classEdits(dataType: LoadedType) throws(Refusal) -> [TextEdit] {
    let data = shape.data.name
    let binding = shape.data.binding
    let pattern = binding.pattern
    var edits = [
      TextEdit(
        path: source.path,
        range: pattern.endPositionBeforeTrailingTrivia
          .utf8Offset..<binding.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: ": Loadable<\(dataType.name)> = \(initialState)"),
      source.removal(ofDeclaration: shape.flag.variable),
      source.removal(ofDeclaration: shape.error.variable),
    ]
    let usesSelf =
      shape.start.trimmedDescription.hasPrefix("self.")
      || shape.dataAssignment.trimmedDescription.hasPrefix("self.")
    edits.append(
      source.replace(shape.start, with: (usesSelf ? "self." : "") + "\(data) = .loading"))
    edits += shape.removedStatements.map { source.removal(ofStatement: $0) }
    let elements = Array(shape.dataAssignment.elements)
    edits.append(source.insert(".success(", before: elements[2]))
    edits.append(source.insert(")", after: elements[2]))
    edits += shape.errorAssignments.map {
      source.replace(
        $0.statement, with: (usesSelf ? "self." : "") + "\(data) = .failure(\($0.caughtName))")
    }
    let rewritten =
      [Syntax(shape.start), Syntax(shape.dataAssignment)]
      + shape.removedStatements.map(Syntax.init)
      + shape.errorAssignments.map { Syntax($0.statement) }
    let uses = PropertyUses(in: Syntax(shape.classDecl), names: propertyNames, index: index).all
      .filter { use in
        !rewritten.contains { $0.trimmedByteRange.contains(use.position) }
      }
    for use in uses { edits += try rewrite(use, in: source, dataType: dataType) }
    return edits
  }

  /// `.loading` when the flag starts out true (the first frame shows a spinner), otherwise
  /// `.notInitiated`.
  private var initialState: String {
    shape.flag.binding.initializer?.value.trimmedDescription == "true"
      ? ".loading" : ".notInitiated"
  }

  private var propertyNames: Set<String> { [shape.flag.name, shape.error.name, shape.data.name] }

  // MARK: Readers elsewhere

  /// Uses in every other file that names the view model: members of values declared as it,
  /// and bare names in its extensions.
  private func readerEdits(dataType: LoadedType) throws(Refusal) -> [TextEdit] {
    var edits: [TextEdit] = []
    for path in index.filesMentioning(className) {
      guard let reader = context.source(at: path) else { continue }
      let uses = PropertyUses(in: Syntax(reader.tree), names: propertyNames, index: index).all
        .filter { use in
          reader.path != source.path || !shape.classDecl.trimmedByteRange.contains(use.position)
        }
      for use in uses { edits += try rewrite(use, in: reader, dataType: dataType) }
    }
    return edits
  }

  /// The edits for one use, nothing when it belongs to something else, or why it blocks the fix.
  private func rewrite(
    _ use: PropertyUses.Use, in file: ParsedSource, dataType: LoadedType
  ) throws(Refusal) -> [TextEdit] {
    let line = file.locationConverter.location(for: AbsolutePosition(utf8Offset: use.position)).line
    let location = "\(file.path):\(line)"
    guard use.ownerType == .type(className), !use.isShadowed else {
      if use.isMember && use.ownerType == .unknown {
        throw .reason(
          "\(location) reads '\(use.name)' on a value whose type is not written, which may be '\(className)'"
        )
      }
      return []
    }
    if use.isKeyPath {
      throw .reason("\(location) names '\(use.name)' in the key path '\(use.text)'")
    }
    if use.isProjection {
      let what =
        use.text.contains("$\(use.name)") ? "subscribes to the publisher" : "binds two-way to"
      throw .reason("\(location) \(what) '\(use.text)', which 'Loadable' cannot replace")
    }
    if use.isWrite {
      let load = shape.loadFunction.name.text
      let isInLoad =
        file.path == source.path && shape.loadFunction.trimmedByteRange.contains(use.position)
      throw .reason(
        isInLoad
          ? "\(location) also changes '\(use.name)' in '\(load)', besides starting, finishing or failing the load; remove that assignment or run the migration by hand"
          : "\(location) changes '\(use.name)' outside '\(load)'")
    }
    let data = shape.data.name
    // How much the replacement binds: a plain member chain never needs parentheses, an
    // optional chain only before another postfix, an operator unless it stands alone.
    enum Binding { case chain, optionalChain, infixOperator }
    let replacement: (text: String, binding: Binding)
    switch use.name {
    case shape.flag.name:
      replacement = ("\(data).isLoading", .chain)
    case shape.error.name:
      switch shape.errorKind {
      case .error: replacement = ("\(data).error", .chain)
      case .message: replacement = ("\(data).error?.localizedDescription", .optionalChain)
      case .flag: replacement = ("\(data).error != nil", .infixOperator)
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

  // MARK: The Loadable type

  /// Nothing when the project has a `Loadable` with the four cases; a new file when it has none.
  private func loadableDeclaration() throws(Refusal) -> [TextEdit] {
    let existing = index.declarations(named: "Loadable")
    if let declaration = existing.first {
      guard existing.count == 1, declaration.kind == .enum,
        LoadableShape.matches(declaration, in: context)
      else {
        throw .reason(
          "'Loadable' in \(declaration.path) does not have the cases and accessors this migration uses"
        )
      }
      return []
    }
    let indent = source.indentationUnit
    let text = LoadableShape.source(indent: indent, lineEnding: source.file.lineEnding)
    return [
      TextEdit(
        path: index.sharedSourcePath(near: source.path, roots: context.scanRoots), range: 0..<0,
        replacement: text)
    ]
  }

  /// Another function of the class that sets the flag, when the flag serves several loads.
  private func otherFunctionStarting(_ flag: String) -> String? {
    shape.classDecl.memberBlock.flattenedDecls.compactMap { $0.as(FunctionDeclSyntax.self) }
      .first { function in
        function.id != shape.loadFunction.id
          && (function.body?.statements.contains {
            LoadingStateShape.simpleAssignment($0).map { $0 == (flag, "true") } ?? false
          } ?? false)
      }?.name.text
  }

  private static func isPublic(_ variable: VariableDeclSyntax) -> Bool {
    variable.modifiers.contains {
      [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) && $0.detail == nil
    }
  }
}
