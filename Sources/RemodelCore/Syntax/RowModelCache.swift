import SwiftSyntax

/// Keeps one row model per item in the parent's view model, so a row of a lazy container that
/// scrolls away and back gets the same model again: the parent's model gains a cache and a
/// find-or-create method, the row's call site asks it for the model, and the row observes it.
///
/// ```swift
/// ForEach(viewModel.articles) { article in
///     ArticleRow(viewModel: viewModel.articleRowViewModel(for: article))
/// }
/// // FeedViewModel:
/// private var articleRowCache: [Article.ID: ArticleRowViewModel] = [:]
/// func articleRowViewModel(for article: Article) -> ArticleRowViewModel { … }
/// ```
struct RowModelCache {
  /// The row view's call in the row builder.
  let rowCall: FunctionCallExprSyntax
  let rowName: String
  let row: LazyRow
  let source: ParsedSource
  let context: RuleContext

  private var index: ProjectIndex { context.index }

  /// The parent's view model gains a cache and a method that finds or creates the model with
  /// `construction`; returns those edits (none when another container's fix added the same
  /// members), the member the fix declares, and the call asking for the model at the row.
  func members(
    building construction: String, indentedAt constructionIndent: String? = nil,
    modelName: String, element: String
  ) throws(MigrationRefusal) -> (edits: [TextEdit], declarations: Set<String>, request: String) {
    let (owner, holder) = try parentModel()
    let elementType = try self.elementType(owner: owner, holder: holder)
    let key = try self.key(elementType: elementType, element: element)
    let ownerSummaries = index.declarations(named: holder.type)
    if ownerSummaries.count > 1 {
      throw .reason(
        "'\(holder.type)', the model of '\(owner.name.text)', is declared \(ownerSummaries.count) times (\(ownerSummaries.map(\.path).joined(separator: ", "))); give the models distinct names, or keep the row models by hand"
      )
    }
    guard let ownerSummary = ownerSummaries.first,
      let ownerSource = context.source(at: ownerSummary.path),
      let ownerDecl = DeclarationLocator.decl(at: ownerSummary.offset, in: ownerSource.tree)?.as(
        ClassDeclSyntax.self)
    else {
      throw .reason(
        "'\(holder.type)', the model of '\(owner.name.text)', is not a class declared in the scanned sources; scan the module declaring it too, or keep the row models by hand"
      )
    }
    // The cache names the row's model and element in the parent's model's file.
    let imports: [TextEdit]
    do {
      imports = try ImportsForMovedTypes.edits(
        for: [modelName, elementType, key.type].flatMap(ImportsForMovedTypes.typeNames),
        from: source, into: ownerSource, index: index)
    } catch {
      throw .reason(error.reason(origin: source.path, target: ownerSource.path))
    }
    // `ContactCellView` keeps `contactCellCache` and answers `contactCellViewModel(for:)`.
    let stem = rowName.hasSuffix("View") && rowName != "View" ? rowName.dropLast(4) : rowName[...]
    let base = stem.prefix(1).lowercased() + stem.dropFirst()
    let (cache, method) = ("\(base)Cache", "\(base)ViewModel")
    let lines = [
      "private var \(cache): [\(key.type): \(modelName)] = [:]",
      "",
      "func \(method)(for \(element): \(elementType)) -> \(modelName) {",
      "\tif let cached = \(cache)[\(key.expression)] { return cached }",
      "\tlet model = \(construction)",
      "\t\(cache)[\(key.expression)] = model",
      "\treturn model",
      "}",
    ]
    let request = "\(holder.name).\(method)(for: \(element))"
    let taken = ownerDecl.memberBlock.declaredMemberNames
    if let clash = [cache, method].first(where: taken.contains) {
      // Rows of another container of the same model added these members already.
      if Self.declares(lines, in: ownerDecl) { return ([], [], request) }
      throw .reason(
        "'\(holder.type)' at \(ownerSource.location(of: ownerDecl.name)) already has a member named '\(clash)'; rename it, then run the fix again"
      )
    }
    let members = try cacheInsertion(
      into: ownerDecl, in: ownerSource, lines: lines, constructionIndent: constructionIndent)
    // Two rows of one model would each add the members: the second waits for the next pass.
    let claim = "\(ownerSummary.path)#\(ownerSummary.offset).\(method)"
    return ([members] + imports, [claim], request)
  }

  /// Whether the class already has exactly these members, whatever their layout.
  private static func declares(_ lines: [String], in decl: ClassDeclSyntax) -> Bool {
    let squeezed = { (text: String) in text.filter { !$0.isWhitespace } }
    return squeezed(decl.memberBlock.members.trimmedDescription)
      .contains(squeezed(lines.joined()))
  }

  /// The fix for a model built at the row's call site: the call site asks the parent's model
  /// for it instead, and the row observes it.
  static func plan(
    for handOff: ViewModelHandOff, row: LazyRow, source: ParsedSource, context: RuleContext
  ) -> MigrationOutcome {
    .of { () throws(MigrationRefusal) -> Fix in
      let construction = handOff.value.construction
      let modelName = construction.typeName
      if let effect = handOff.value.effect {
        throw .reason(
          "'\(modelName)' is built with '\(effect)' at \(source.location(of: construction.call)), which the parent's model would have to handle where it builds one; keep the row models by hand"
        )
      }
      if handOff.value.isFactory {
        throw .reason(
          "'\(modelName)' comes from '\(construction.call.calledExpression.trimmedDescription)(…)' at \(source.location(of: construction.call)), which the cache would have to call from the parent's model; keep the row models by hand"
        )
      }
      guard handOff.value.localDeclaration == nil else {
        throw .reason(
          "the model is built in a local at \(source.location(of: construction.call)), which the row may share with other code; build it in the row's call, then run the fix again"
        )
      }
      let cache = RowModelCache(
        rowCall: handOff.childCall, rowName: handOff.childName, row: row, source: source,
        context: context)
      let parentModel = try cache.parentModel().holder.name
      let element = try row.element(
        passedTo: construction.call, modelName: modelName, in: source, parentModel: parentModel)
      let (members, declarations, request) = try cache.members(
        building: Self.text(of: construction, inModelHeldAs: parentModel),
        indentedAt: source.indentation(
          ofLineAt: construction.call.positionAfterSkippingLeadingTrivia.utf8Offset),
        modelName: modelName, element: element)
      let callSite = source.replace(construction.call, with: request)
      return Fix(
        edits: members + [callSite] + (try cache.rowObservesModel(label: handOff.argument.label)),
        applicability: .unsafe, declarations: declarations)
    }
  }

  /// The construction as the parent's model writes it: `.init(…)` names its type, and the
  /// model is `self`.
  private static func text(of construction: Construction, inModelHeldAs holder: String) -> String {
    let call = construction.call
    guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base == nil
    else { return text(of: call, inModelHeldAs: holder) }
    return text(
      of: call, inModelHeldAs: holder, replacing: [(callee.trimmedByteRange, construction.typeName)]
    )
  }

  /// `node` as the parent's model writes it, where the property `holder` holding that model
  /// is `self` (`viewModel.services` becomes `self.services`), with the `extra` replacements.
  static func text(
    of node: some SyntaxProtocol, inModelHeldAs holder: String,
    replacing extra: [(range: Range<Int>, text: String)] = []
  ) -> String {
    let ownModel = node.tokens(viewMode: .sourceAccurate).compactMap {
      token -> (range: Range<Int>, text: String)? in
      guard token.text == holder, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
      else { return nil }
      return (token.trimmedByteRange, "self")
    }
    return Array(node.trimmedDescription.utf8).text(
      startingAt: node.positionAfterSkippingLeadingTrivia.utf8Offset, replacing: ownModel + extra)
  }

  /// The parent view's property holding its `ObservableObject` view model: the base of the
  /// rows' data (`viewModel` in `viewModel.items`), or the only such property.
  func parentModel() throws(MigrationRefusal) -> (
    owner: StructDeclSyntax, holder: (name: String, type: String)
  ) {
    var node = Syntax(rowCall)
    while let parent = node.parent, !parent.is(StructDeclSyntax.self) { node = parent }
    guard let owner = node.parent?.as(StructDeclSyntax.self) else {
      throw .reason(
        "the rows at \(source.location(of: rowCall)) are not built in a view's declaration; keep the row models by hand"
      )
    }
    let holders = WrappedProperty.all(
      ["StateObject", "ObservedObject", "EnvironmentObject"], in: source.tree
    ) { $0.id == owner.id }
    .compactMap { property -> (name: String, type: String)? in
      // `HomeView.ViewModel` stays qualified: several views may nest a `ViewModel`.
      let written =
        property.binding.typeAnnotation?.type.qualifiedName
        ?? property.binding.initializer.flatMap { Construction($0.value)?.typeName }
      guard let written else { return nil }
      let type = index.resolve(
        written, inside: property.variable.enclosingTypePath.joined(separator: "."))
      guard index.isObservableObjectClass(type) == true,
        index.isObservable(type) != true
      else { return nil }
      return (property.name, type)
    }
    let dataBase = row.data.as(MemberAccessExprSyntax.self)?.base?.referencedName(
      allowingSelf: true)
    if let holder = holders.first(where: { $0.name == dataBase }) ?? holders.first,
      holders.count == 1 || holder.name == dataBase
    {
      return (owner, holder)
    }
    let at = source.location(of: owner.name)
    throw .reason(
      holders.isEmpty
        ? "'\(owner.name.text)' at \(at) holds no view model that could keep the row models; give it one in '@StateObject', or keep the row models by hand"
        : "'\(owner.name.text)' at \(at) holds several view models (\(holders.map { "'\($0.name)'" }.listedInProse)) and the rows' data names none of them; keep the row models in one by hand"
    )
  }

  /// The rows' element type, from the declared type of the data (`[Article]`); data read
  /// through the parent's model (`viewModel.items`) is looked up in that model's own type.
  private func elementType(owner: StructDeclSyntax, holder: (name: String, type: String))
    throws(MigrationRefusal) -> String
  {
    var written: String?
    if let member = row.data.as(MemberAccessExprSyntax.self), let base = member.base,
      case .type(let baseType) =
        base.referencedName(allowingSelf: true) == holder.name
        ? .type(holder.type) : DeclaredTypeResolver.resolve(base, index: index)
    {
      written =
        index.declarations(named: baseType).flatMap(\.storedProperties).first {
          $0.name == member.declName.baseName.text
        }?.writtenOrArrayType
    } else if let reference = row.data.as(DeclReferenceExprSyntax.self),
      let binding = owner.memberBlock.flattenedDecls.compactMap({ $0.as(VariableDeclSyntax.self) })
        .first(where: { $0.singleBindingName == reference.baseName.text })?.bindings.first
    {
      written =
        binding.typeAnnotation?.type.trimmedDescription
        ?? binding.initializer.flatMap {
          StoredProperty.arrayType(constructedBy: $0.value.trimmedDescription)
        }
    }
    guard let written, written.hasPrefix("["), written.hasSuffix("]"), !written.contains(":")
    else {
      throw .reason(
        "the element type of '\(row.data.trimmedDescription)' at \(source.location(of: row.data)) is not written as '[Element]'; write its type where it is declared, then run the fix again"
      )
    }
    return String(written.dropFirst().dropLast())
  }

  /// What identifies an element: its `id` (`Identifiable`), itself (`id: \.self`) or the
  /// stored property the key path names.
  private func key(elementType: String, element: String) throws(MigrationRefusal) -> (
    type: String, expression: String
  ) {
    guard let keyPath = row.idKeyPath else {
      let isIdentifiable = index.declarations(named: elementType).contains { type in
        (type.inheritedTypes + index.extensions(of: type).flatMap(\.inheritedTypes))
          .contains("Identifiable")
      }
      guard isIdentifiable else {
        throw .reason(
          "'\(elementType)' is not 'Identifiable' in the scanned sources, so the rows at \(source.location(of: row.data)) have no key for the cache; give 'ForEach' an 'id:' key path, then run the fix again"
        )
      }
      return ("\(elementType).ID", "\(element).id")
    }
    let components = keyPath.components.map(\.trimmedDescription)
    if components == [".self"] { return (elementType, element) }
    guard components.count == 1, let name = components.first?.dropFirst(),
      let type = index.declarations(named: elementType).flatMap(\.storedProperties)
        .first(where: { $0.name == name })?.type
    else {
      throw .reason(
        "the row identity '\(keyPath.trimmedDescription)' at \(source.location(of: keyPath)) has no written type; write it where '\(elementType)' declares the property, then run the fix again"
      )
    }
    return (type, "\(element).\(name)")
  }

  /// The new members, inserted before the class's closing brace with its indentation; a
  /// construction written over several lines, indented `constructionIndent` where it was, keeps
  /// its continuation lines where they were relative to its first.
  private func cacheInsertion(
    into decl: ClassDeclSyntax, in file: ParsedSource, lines: [String], constructionIndent: String?
  ) throws(MigrationRefusal) -> TextEdit {
    let brace = decl.memberBlock.rightBrace
    let braceOffset = brace.positionAfterSkippingLeadingTrivia.utf8Offset
    let braceIndent = file.indentation(ofLineAt: braceOffset)
    let lineStart = braceOffset - braceIndent.utf8.count
    guard lineStart == 0 || file.file.content[lineStart - 1] == UInt8(ascii: "\n") else {
      throw .reason(
        "the closing brace of '\(decl.name.text)' at \(file.location(of: brace)) does not have a line to itself; put it on one, then run the fix again"
      )
    }
    let unit = file.indentationUnit(inside: braceIndent)
    let lineEnding = file.file.lineEnding
    let body = lines.map { line in
      let depth = line.prefix { $0 == "\t" }.count
      let indentation = braceIndent + unit + String(repeating: unit, count: depth)
      let text = String(line.dropFirst(depth))
      guard !line.isEmpty else { return "" }
      guard let constructionIndent, text.contains("\n") else { return indentation + text }
      return indentation
        + GeneratedCodeLayout.shiftingContinuationLines(
          of: text, from: constructionIndent, to: indentation)
    }
    return TextEdit(
      path: file.path, range: lineStart..<lineStart,
      replacement: lineEnding + body.joined(separator: lineEnding) + lineEnding)
  }

  /// The row's property becomes `@ObservedObject` when it holds the model any other way.
  private func rowObservesModel(label: TokenSyntax?) throws(MigrationRefusal) -> [TextEdit] {
    let rows = index.declarations(named: rowName)
    if rows.count > 1 {
      throw .reason(
        "'\(rowName)' is declared \(rows.count) times (\(rows.map(\.path).joined(separator: ", "))); give the rows distinct names, or keep the row models by hand"
      )
    }
    let ownInitializer = MigrationRefusal.reason(
      "'\(rowName)' (\(rows.first?.path ?? rowName)) has its own initializer, which the fix does not rewrite; hand it the model by hand"
    )
    guard let label = label?.text, let summary = rows.first,
      let rowSource = context.source(at: summary.path),
      let rowDecl = DeclarationLocator.structDecl(at: summary.offset, in: rowSource.tree),
      let variable = rowDecl.memberBlock.flattenedDecls.compactMap({
        $0.as(VariableDeclSyntax.self)
      }).first(where: { $0.singleBindingName == label })
    else { throw ownInitializer }
    let wrapper = variable.attributes.flattenedAttributes.first?.simpleName
    // A row already observing what it is given keeps its initializer: only the call changes.
    if wrapper == "ObservedObject" { return [] }
    guard summary.initializers.isEmpty else { throw ownInitializer }
    switch wrapper {
    case "StateObject"?:
      guard let name = variable.attributes.attribute(named: ["StateObject"])?.nameToken else {
        return []
      }
      return [rowSource.replace(name, with: "ObservedObject")]
    case nil:
      return [
        rowSource.insert(
          "@ObservedObject ",
          before: variable.modifiers.first.map(Syntax.init) ?? Syntax(variable.bindingSpecifier)),
        rowSource.replace(variable.bindingSpecifier, with: "var"),
      ]
    case let other?:
      throw .reason(
        "'\(rowName).\(label)' at \(rowSource.location(of: variable)) uses '@\(other)'; keep the row models by hand"
      )
    }
  }
}

extension LazyRow {
  /// The row's element, when `construction` builds the model from it, types and the parent's
  /// model alone (`parentModel`, the property holding it: the model builds the row models).
  func element(
    passedTo construction: FunctionCallExprSyntax, modelName: String, in source: ParsedSource,
    parentModel: String
  ) throws(MigrationRefusal) -> String {
    guard let element = elementName else {
      if rowBuilder.signature != nil {
        throw .reason(
          "the row closure at \(source.location(of: rowBuilder)) takes several values, and a model kept per element needs one element to key it by; keep the row models by hand"
        )
      }
      throw .reason(
        "the row closure at \(source.location(of: rowBuilder)) does not name its element; name it ('{ item in … }'), then run the fix again"
      )
    }
    let foreign = construction.arguments.flatMap(\.expression.unqualifiedNames).first {
      $0 != element && $0 != parentModel && !$0.startsWithUppercase
    }
    if let name = foreign {
      throw .reason(
        "'\(modelName)' is built from '\(name)' at \(source.location(of: construction)), not only from the row's '\(element)' and '\(parentModel)', and the parent's model keeps one per element; keep the row models by hand"
      )
    }
    if construction.trailingClosure != nil {
      throw .reason(
        "'\(modelName)' takes a trailing closure at \(source.location(of: construction)); pass it as a labelled argument, then run the fix again"
      )
    }
    return element
  }
}
