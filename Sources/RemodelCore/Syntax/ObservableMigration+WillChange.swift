import SwiftSyntax

/// `objectWillChange.send()` in the class that announces only changes `@Observable` tracks
/// itself goes with the migration: in the `willSet` (or `didSet`) of a stored property the
/// macro tracks, beside nothing but assignments to such properties, or anywhere in a class of
/// which views can read nothing else.
extension ObservableMigration {
  /// The removal of a redundant send, and why it goes.
  struct SendRemoval {
    enum Reason {
      /// In an observer of a tracked property: safe.
      case trackedPropertyObserver
      /// Beside assignments to tracked properties: unsafe, as it may also announce a change
      /// a caller made before calling.
      case besideTrackedChanges
      /// In a class whose readable state is all tracked values: unsafe, as a view may rely on
      /// it to redraw what it reads elsewhere.
      case onlyTrackedValuesReadable
    }
    let edit: TextEdit
    let reason: Reason
  }

  /// How the send at `token` (`objectWillChange` of `objectWillChange.send()`) goes, or nil
  /// when it announces something the migration cannot see.
  func redundantSendRemoval(_ token: TokenSyntax, in file: ParsedSource) -> SendRemoval? {
    guard file.path == source.path, let (item, statements) = sendStatement(token, in: file)
    else { return nil }
    let tracked = trackedPropertyNames
    // A subscript's setter is a method setting what it subscripts.
    if let accessor = statements.parent?.parent?.as(AccessorDeclSyntax.self),
      accessor.accessorSpecifier.tokenKind != .keyword(.set)
        || accessor.parent?.parent?.parent?.is(SubscriptDeclSyntax.self) != true
    {
      guard statements.count == 1,
        [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind),
        let block = accessor.parent?.parent?.as(AccessorBlockSyntax.self),
        let binding = block.parent?.as(PatternBindingSyntax.self),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        tracked.contains(name),
        case .accessors(let accessors) = block.accessors
      else { return nil }
      return SendRemoval(
        edit: removal(of: accessor, among: accessors, in: block), reason: .trackedPropertyObserver)
    }
    // Not `statements.filter`, which builds a detached list whose names resolve nowhere.
    let others = Array(statements).filter { $0.id != item.id }
    let changes = Set(others.filter { changesTrackedProperty($0, tracked: tracked) }.map(\.id))
    if !changes.isEmpty,
      others.allSatisfy({
        changes.contains($0.id) || Self.returnsLocal($0) || Self.onlyLogs($0)
      })
    {
      return SendRemoval(edit: source.removal(ofStatement: item), reason: .besideTrackedChanges)
    }
    guard showsOnlyTrackedValues else { return nil }
    return SendRemoval(
      edit: source.removal(ofStatement: Self.statementGoingWithSend(item)),
      reason: .onlyTrackedValuesReadable)
  }

  /// The send's statement, or the call of the closure holding nothing else, which only runs it
  /// later or elsewhere (`DispatchQueue.main.async { self.objectWillChange.send() }`), and so on
  /// outwards.
  private static func statementGoingWithSend(_ send: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
    var item = send
    while let statements = item.parent?.as(CodeBlockItemListSyntax.self), statements.count == 1,
      let closure = statements.parent?.as(ClosureExprSyntax.self),
      let call = closure.parent?.as(FunctionCallExprSyntax.self)
        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      closureRunners.contains(call.calledExpression.trimmedDescription)
    {
      var statement = Syntax(call)
      while let parent = statement.parent, parent.is(AwaitExprSyntax.self) {
        statement = parent
      }
      guard let outer = statement.parent?.as(CodeBlockItemSyntax.self) else { break }
      item = outer
    }
    return item
  }

  private static let closureRunners: Set<String> = [
    "DispatchQueue.main.async", "DispatchQueue.main.asyncAfter", "MainActor.run", "Task",
    "withAnimation", "RunLoop.main.perform", "OperationQueue.main.addOperation",
  ]

  /// Whether views can read nothing of the class but values `@Observable` tracks, so that every
  /// change they can see goes through a tracked setter and a send announces nothing more: it
  /// inherits from no class of the sources, no other file extends it, and what others can
  /// reach of it (anything not `private`) is `Void` methods, cancellables, and
  /// tracked `var`s and `let`s holding values all the way down, at least one of them a `var`:
  /// a class with no state of its own sends to make views redraw what they read elsewhere.
  var showsOnlyTrackedValues: Bool {
    let tracked = trackedPropertyNames
    guard !tracked.isEmpty, hierarchy.isEmpty, let declaration,
      !declaration.inheritedTypes.contains(where: {
        index.declarations(named: $0).contains { $0.kind == .class }
      })
    else { return false }
    let extensions = index.extensions(of: declaration)
    guard extensions.allSatisfy({ $0.path == source.path }) else { return false }
    let sameFileExtensions = source.tree.statements.compactMap {
      $0.item.as(ExtensionDeclSyntax.self)
    }.filter { $0.extendedType.trimmedDescription == className }
    let decls =
      classDecl.memberBlock.flattenedDecls
      + sameFileExtensions.flatMap(\.memberBlock.flattenedDecls)
    return decls.allSatisfy { decl in
      let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers
      if modifiers?.containsStatic == true { return true }
      if modifiers?.contains(where: { $0.name.text == "private" && $0.detail == nil }) == true {
        return true
      }
      if let function = decl.as(FunctionDeclSyntax.self) {
        let result = function.signature.returnClause?.type.trimmedDescription
        return result == nil || result == "Void" || result == "()"
      }
      if decl.is(SubscriptDeclSyntax.self) { return false }
      guard let variable = decl.as(VariableDeclSyntax.self) else { return true }
      return variable.bindings.allSatisfy { binding in
        guard binding.isStored,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return false }
        if isUnobservedBookkeeping(binding) { return true }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        return (isLet || tracked.contains(name)) && holdsOnlyValues(name)
      }
    }
  }

  /// Whether the stored property `name` holds values all the way down: a value type whose
  /// elements, wrapped value, generic arguments and (for a struct of the sources) stored
  /// properties are values too, so nothing inside it changes without setting it.
  private func holdsOnlyValues(_ name: String) -> Bool {
    guard let binding = storedBinding(named: name) else { return false }
    if let type = binding.typeAnnotation?.type { return isValueThroughout(type.trimmedDescription) }
    guard let value = binding.initializer?.value else { return false }
    if value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
      || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
    {
      return true
    }
    return Construction(value).map { isValueThroughout($0.typeName) } ?? false
  }

  /// The type of a literal a stored property starts with (`""`, `false`, `0.5`).
  private static func literalType(_ value: String?) -> String? {
    guard let value, let first = value.first else { return nil }
    if first == "\"" { return "String" }
    if value == "true" || value == "false" { return "Bool" }
    if first.isNumber || first == "-" { return value.contains(".") ? "Double" : "Int" }
    return nil
  }

  /// Whether every type a written type names (`[String: [Options]]?`) is a value type, the
  /// structs of the sources checked through their stored properties.
  private func isValueThroughout(_ type: String, seen: Set<String> = []) -> Bool {
    var seen = seen
    return type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      .map(String.init).filter { $0.first?.isLetter == true || $0.first == "_" }
      .allSatisfy { name in
        if ["Optional", "Swift", "Foundation"].contains(name)
          || Self.standardValueTypes.contains(name)
        {
          return true
        }
        let declarations = index.declarations(named: name)
        guard !declarations.isEmpty,
          declarations.allSatisfy({ [.struct, .enum].contains($0.kind) })
        else { return false }
        guard seen.insert(name).inserted else { return true }
        return declarations.allSatisfy { declaration in
          declaration.storedProperties.allSatisfy { property in
            guard
              let type = property.type ?? Self.literalType(property.defaultValue)
                ?? property.typeName
            else { return false }
            return isValueThroughout(type, seen: seen)
          }
        }
      }
  }

  /// The statement `objectWillChange.send()` (or `self.objectWillChange.send()`, or
  /// `self?.objectWillChange.send()` in a closure capturing it weakly; not another object's)
  /// that `token` starts, in the class, and the list holding it.
  func sendStatement(_ token: TokenSyntax, in file: ParsedSource) -> (
    CodeBlockItemSyntax, CodeBlockItemListSyntax
  )? {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
    var sent = ExprSyntax(reference)
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id
    {
      guard member.base?.isSelfOrOptionalSelfReference == true else { return nil }
      sent = ExprSyntax(member)
    }
    guard isInsideClass(reference, in: file),
      let send = sent.parent?.as(MemberAccessExprSyntax.self),
      send.declName.baseName.text == "send",
      let call = send.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil, let item = call.parent?.as(CodeBlockItemSyntax.self),
      let statements = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return nil }
    return (item, statements)
  }

  /// The accessor, or the whole `{ … }` when it is the only one, with the space before it.
  private func removal(
    of accessor: AccessorDeclSyntax, among accessors: AccessorDeclListSyntax,
    in block: AccessorBlockSyntax
  ) -> TextEdit {
    let endOfPrevious = { (node: Syntax) in
      (node.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia
        ?? node.position).utf8Offset
    }
    let range: Range<Int>
    if accessors.count == 1 {
      range = endOfPrevious(Syntax(block))..<block.endPositionBeforeTrailingTrivia.utf8Offset
    } else if let index = accessors.index(of: accessor),
      accessors.index(after: index) != accessors.endIndex
    {
      // Up to the next accessor.
      let next = accessors[accessors.index(after: index)]
      range =
        accessor.positionAfterSkippingLeadingTrivia
        .utf8Offset..<next.positionAfterSkippingLeadingTrivia.utf8Offset
    } else {
      // The last one: from the end of the one before.
      range = endOfPrevious(Syntax(accessor))..<accessor.endPositionBeforeTrailingTrivia.utf8Offset
    }
    return TextEdit(path: source.path, range: range, replacement: "")
  }

  /// Whether a statement changes a property the macro tracks: assigns it (`count = 1`,
  /// `self.count += 1`), toggles it, or, when it holds a value, changes it in place through
  /// one subscript, member or mutating method (`items[i] = item`, `draft.title = title`,
  /// `items.append(item)`, `let removed = items.remove(at: i)`), each of which sets the whole
  /// property. Through a class-typed one (or a second link) the setter does not run.
  private func changesTrackedProperty(_ item: CodeBlockItemSyntax, tracked: Set<String>) -> Bool {
    let expression: ExprSyntax
    switch item.item {
    case .expr(let statement): expression = statement
    case .decl(let decl):
      guard let local = decl.as(VariableDeclSyntax.self), local.bindings.count == 1,
        let value = local.bindings.first?.initializer?.value
      else { return false }
      expression = value
    default: return false
    }
    let changedInPlace = { (target: ExprSyntax) -> Bool in
      guard let name = Self.propertyName(target), tracked.contains(name) else { return false }
      return holdsValue(name)
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let method = call.calledExpression.as(MemberAccessExprSyntax.self),
      PropertyUses.mutatingMethods.contains(method.declName.baseName.text),
      call.trailingClosure == nil, let base = method.base
    {
      if method.declName.baseName.text == "toggle", let name = Self.propertyName(base) {
        return tracked.contains(name)
      }
      return changedInPlace(base)
    }
    guard let sequence = expression.as(SequenceExprSyntax.self), case .expr = item.item else {
      return false
    }
    let elements = Array(sequence.elements)
    guard elements.count >= 3, elements[1].isAssignmentOperator else { return false }
    let target = elements[0]
    if let name = Self.propertyName(target) { return tracked.contains(name) }
    if let element = target.as(SubscriptCallExprSyntax.self) {
      return changedInPlace(element.calledExpression)
    }
    if let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
      !base.isSelfReference
    {
      return changedInPlace(base)
    }
    return false
  }

  /// `return` or `return removed`, where `removed` is a local: leaves the object as it is.
  private static func returnsLocal(_ item: CodeBlockItemSyntax) -> Bool {
    guard let statement = item.item.as(ReturnStmtSyntax.self) else { return false }
    guard let reference = statement.expression?.as(DeclReferenceExprSyntax.self) else {
      return statement.expression == nil
    }
    return DeclaredTypeResolver.isShadowed(reference.baseName.text, at: reference)
  }

  /// `print(…)`, `NSLog(…)`, `os_log(…)` or `logger.info(…)`: writes a log and changes nothing
  /// a view reads, as long as its arguments call no method.
  private static func onlyLogs(_ item: CodeBlockItemSyntax) -> Bool {
    guard let call = item.item.as(FunctionCallExprSyntax.self),
      call.trailingClosure == nil,
      !call.arguments.contains(where: { argument in
        argument.expression.tokens(viewMode: .sourceAccurate).contains {
          $0.tokenKind == .leftParen
            && $0.parent?.as(FunctionCallExprSyntax.self)?.calledExpression
              .is(MemberAccessExprSyntax.self) == true
        }
      })
    else { return false }
    if let function = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return ["print", "debugPrint", "NSLog", "os_log"].contains(function.baseName.text)
    }
    guard let method = call.calledExpression.as(MemberAccessExprSyntax.self),
      logLevels.contains(method.declName.baseName.text),
      let logger = method.base?.as(DeclReferenceExprSyntax.self)
        ?? method.base?.as(MemberAccessExprSyntax.self)?.declName
    else { return false }
    return logger.baseName.text.lowercased().contains("log")
  }

  private static let logLevels: Set<String> = [
    "trace", "debug", "info", "notice", "warning", "error", "fault", "critical", "log", "verbose",
  ]

  /// Whether the class's stored property `name` holds a value type: a collection, a literal,
  /// a common Foundation value, or a struct or enum the scanned sources declare.
  private func holdsValue(_ name: String) -> Bool {
    guard let binding = storedBinding(named: name) else { return false }
    if var type = binding.typeAnnotation?.type {
      while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType
        ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
      {
        type = wrapped
      }
      if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return true }
      return type.nominalName.map(isValueTypeName) ?? false
    }
    guard var value = binding.initializer?.value else { return false }
    // `[String: Int]()` is a dictionary as `[:]` is.
    if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.calledExpression.is(ArrayExprSyntax.self)
        || call.calledExpression.is(DictionaryExprSyntax.self)
    {
      value = call.calledExpression
    }
    if value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self)
      || value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
      || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
    {
      return true
    }
    return Construction(value).map { isValueTypeName(ProjectIndex.simpleName($0.typeName)) }
      ?? false
  }

  private func isValueTypeName(_ name: String) -> Bool {
    if Self.standardValueTypes.contains(name) { return true }
    let declarations = index.declarations(named: name)
    return !declarations.isEmpty && declarations.allSatisfy { [.struct, .enum].contains($0.kind) }
  }

  private static let standardValueTypes: Set<String> = [
    "Array", "Dictionary", "Set", "String", "Substring", "Character", "Int", "Int8", "Int16",
    "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool",
    "CGFloat", "CGPoint", "CGSize", "CGRect", "Date", "Data", "URL", "UUID", "Decimal",
    "IndexSet", "AttributedString", "DateComponents", "OrderedSet", "OrderedDictionary",
    "IdentifiedArray", "IdentifiedArrayOf", "ContiguousArray", "ArraySlice",
  ]

  /// `name`, `self.name` or `self?.name`.
  private static func propertyName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return DeclaredTypeResolver.isShadowed(name, at: reference) ? nil : name
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.isSelfOrOptionalSelfReference == true
    else { return nil }
    return member.declName.baseName.text
  }

  /// The class's stored properties `@Observable` tracks: `var`s that are `@Published` or plain,
  /// neither `lazy`, static, wrapped nor ignored.
  var trackedPropertyNames: Set<String> {
    Set(
      classDecl.memberBlock.flattenedDecls.compactMap { $0.as(VariableDeclSyntax.self) }
        .filter { variable in
          !variable.isStatic && isTrackable(variable)
            && !variable.attributes.flattenedAttributes.contains {
              $0.simpleName == "ObservationIgnored"
            }
            && !variable.bindings.allSatisfy(isUnobservedBookkeeping)
        }
        .flatMap(\.bindings).compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        })
  }
}
