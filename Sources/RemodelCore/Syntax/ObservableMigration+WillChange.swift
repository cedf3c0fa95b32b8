import SwiftSyntax

/// `objectWillChange.send()` in the class that announces only changes `@Observable` tracks
/// itself goes with the migration: in the `willSet` (or `didSet`) of a stored property the
/// macro tracks, or beside nothing but assignments to such properties.
extension ObservableMigration {
  /// The removal of a redundant send, and whether it is unsafe: a send beside assignments may
  /// also announce a change a caller made before calling.
  struct SendRemoval {
    let edit: TextEdit
    let isUnsafe: Bool
  }

  /// How the send at `token` (`objectWillChange` of `objectWillChange.send()`) goes, or nil
  /// when it announces something the migration cannot see.
  func redundantSendRemoval(_ token: TokenSyntax, in file: ParsedSource) -> SendRemoval? {
    guard file.path == source.path, let (item, statements) = sendStatement(token, in: file)
    else { return nil }
    let tracked = trackedPropertyNames
    if let accessor = statements.parent?.parent?.as(AccessorDeclSyntax.self) {
      guard statements.count == 1,
        [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind),
        let block = accessor.parent?.parent?.as(AccessorBlockSyntax.self),
        let binding = block.parent?.as(PatternBindingSyntax.self),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        tracked.contains(name),
        case .accessors(let accessors) = block.accessors
      else { return nil }
      return SendRemoval(edit: removal(of: accessor, among: accessors, in: block), isUnsafe: false)
    }
    let others = statements.filter { $0.id != item.id }
    guard !others.isEmpty,
      others.allSatisfy({ Self.assignedProperty(in: $0).map(tracked.contains) == true })
    else { return nil }
    return SendRemoval(edit: source.removal(ofStatement: item), isUnsafe: true)
  }

  /// The statement `objectWillChange.send()` (or `self.objectWillChange.send()`, not
  /// `self?.objectWillChange` in a closure or another object's) that `token` starts, in the
  /// class, and the list holding it.
  func sendStatement(_ token: TokenSyntax, in file: ParsedSource) -> (
    CodeBlockItemSyntax, CodeBlockItemListSyntax
  )? {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
    var sent = ExprSyntax(reference)
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id
    {
      guard member.base?.isSelfReference == true else { return nil }
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

  /// The property a statement assigns (`count = 1`, `self.count += 1`) or toggles
  /// (`isOn.toggle()`), by its own name only.
  private static func assignedProperty(in item: CodeBlockItemSyntax) -> String? {
    if let call = item.item.as(FunctionCallExprSyntax.self),
      let toggle = call.calledExpression.as(MemberAccessExprSyntax.self),
      toggle.declName.baseName.text == "toggle", call.arguments.isEmpty,
      let base = toggle.base
    {
      return propertyName(base)
    }
    guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count >= 3, elements[1].isAssignmentOperator else { return nil }
    return propertyName(elements[0])
  }

  /// `name` or `self.name`.
  private static func propertyName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return DeclaredTypeResolver.isShadowed(name, at: reference) ? nil : name
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.isSelfReference == true
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
