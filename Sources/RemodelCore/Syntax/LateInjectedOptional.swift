import SwiftSyntax

/// Model properties declared optional (`Repository?`, `Repository!`) only so a view could set
/// them after creating the model. Once the values arrive through the initializer they can never
/// be missing, so the properties lose their optionality: the `?` or `!` after their reads goes,
/// and so does a `guard let` that only unwrapped them.
struct LateInjectedOptionals {
  /// Each unwrapped property's type without the optional, as the initializer takes it.
  let wrappedTypes: [String: String]
  /// Declarations, unwraps and guards, all in the model's file.
  let edits: [TextEdit]

  /// The properties among `names` that `scopes` (the model's class and its extensions in the
  /// same file) use only as values that are always there: read through `?.`, `!`, a
  /// `guard let` of the same name, or (for `T!`) a member access. Anything else (comparing with
  /// `nil`, setting, binding under another name, a shadowing local or parameter, a key path or
  /// `$` projection) keeps the property optional.
  init(_ names: Set<String>, in scopes: [MemberBlockSyntax], of source: ParsedSource) {
    var wrappedTypes: [String: String] = [:]
    var edits: [TextEdit] = []
    var removedConditions: [SyntaxIdentifier: (GuardStmtSyntax, ConditionElementSyntax)] = [:]
    for name in names.sorted() {
      guard let analysis = PropertyAnalysis(name, in: scopes, of: source) else { continue }
      wrappedTypes[name] = analysis.wrappedType
      edits += analysis.edits
      for (guardStatement, condition) in analysis.guardConditions {
        removedConditions[condition.id] = (guardStatement, condition)
      }
    }
    let guards = Dictionary(grouping: removedConditions.values) { $0.0.id }
    for conditions in guards.values {
      guard let guardStatement = conditions.first?.0 else { continue }
      edits += Self.removal(
        of: Set(conditions.map(\.1.id)), from: guardStatement, in: source)
    }
    self.wrappedTypes = wrappedTypes
    self.edits = edits
  }

  /// The whole `guard` when every condition goes, else each run of removed conditions with the
  /// comma that joined it to a kept one.
  private static func removal(
    of removed: Set<SyntaxIdentifier>, from guardStatement: GuardStmtSyntax,
    in source: ParsedSource
  ) -> [TextEdit] {
    let conditions = Array(guardStatement.conditions)
    if conditions.allSatisfy({ removed.contains($0.id) }) {
      return [source.removal(ofStatement: guardStatement)]
    }
    var edits: [TextEdit] = []
    var index = 0
    while index < conditions.count {
      guard removed.contains(conditions[index].id) else {
        index += 1
        continue
      }
      let runStart = index
      while index < conditions.count, removed.contains(conditions[index].id) { index += 1 }
      let start: Int
      let end: Int
      if index < conditions.count {
        start = conditions[runStart].positionAfterSkippingLeadingTrivia.utf8Offset
        end = conditions[index].positionAfterSkippingLeadingTrivia.utf8Offset
      } else {
        let kept = conditions[runStart - 1]
        start =
          kept.trailingComma?.positionAfterSkippingLeadingTrivia.utf8Offset
          ?? kept.endPositionBeforeTrailingTrivia.utf8Offset
        end = conditions[index - 1].endPositionBeforeTrailingTrivia.utf8Offset
      }
      let range = start..<end
      edits.append(TextEdit(path: source.path, range: range, replacement: ""))
    }
    return edits
  }
}

/// How the model uses one property, and the edits that make it non-optional.
private struct PropertyAnalysis {
  let wrappedType: String
  var edits: [TextEdit] = []
  var guardConditions: [(GuardStmtSyntax, ConditionElementSyntax)] = []

  init?(_ name: String, in scopes: [MemberBlockSyntax], of source: ParsedSource) {
    let finder = NameOccurrences(name)
    for scope in scopes { finder.walk(scope) }
    let declarations = finder.patterns.filter { pattern in
      let memberBlock = pattern.parent?.parent?.parent?.parent?.as(MemberBlockItemSyntax.self)?
        .parent?.parent
      return scopes.contains { $0.id == memberBlock?.id }
    }
    guard declarations.count == 1,
      let binding = declarations.first?.parent?.as(
        PatternBindingSyntax.self), let type = binding.typeAnnotation?.type
    else { return nil }
    let isImplicitlyUnwrapped = type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    guard
      let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType
        ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType,
      // An optional closure is escaping; a parameter of the bare function type would not be.
      !wrapped.trimmedDescription.contains("->"),
      binding.initializer.map({ $0.value.is(NilLiteralExprSyntax.self) }) ?? true,
      finder.otherTokens.isEmpty
    else { return nil }
    wrappedType = wrapped.trimmedDescription
    edits.append(source.replace(type, with: wrappedType))
    if let initializer = binding.initializer, let annotation = binding.typeAnnotation {
      edits.append(
        TextEdit(
          path: source.path,
          range: annotation.endPositionBeforeTrailingTrivia
            .utf8Offset..<initializer
            .endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
    }
    // Every other pattern of the name must be a `guard let name` unwrapping the property.
    var guardScopes: [(statements: CodeBlockItemListSyntax, after: Int)] = []
    for pattern in finder.patterns where pattern.id != declarations.first?.id {
      guard let condition = pattern.parent?.as(OptionalBindingConditionSyntax.self),
        condition.bindingSpecifier.tokenKind == .keyword(.let),
        condition.initializer.map({ $0.value.referencedName(allowingSelf: true) == name }) ?? true,
        let element = condition.parent?.as(ConditionElementSyntax.self),
        let guardStatement = element.parent?.parent?.as(GuardStmtSyntax.self),
        let statements = guardStatement.parent?.parent?.as(CodeBlockItemListSyntax.self),
        !guardStatement.isInClosure(below: nil)
      else { return nil }
      guardConditions.append((guardStatement, element))
      guardScopes.append((statements, guardStatement.endPosition.utf8Offset))
    }
    for reference in finder.references {
      var expression = ExprSyntax(reference)
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      {
        guard member.base?.referencedName(allowingSelf: false) == "self" else { return nil }
        expression = ExprSyntax(member)
      }
      if let chaining = expression.parent?.as(OptionalChainingExprSyntax.self) {
        edits.append(
          TextEdit(
            path: source.path, range: chaining.questionMark.trimmedByteRange, replacement: ""))
      } else if let unwrap = expression.parent?.as(ForceUnwrapExprSyntax.self) {
        edits.append(
          TextEdit(
            path: source.path, range: unwrap.exclamationMark.trimmedByteRange, replacement: ""))
      } else if expression.is(DeclReferenceExprSyntax.self),
        let scope = guardScopes.first(where: { scope in
          expression.position.utf8Offset >= scope.after
            && expression.isDescendant(of: scope.statements)
        })
      {
        // The local the guard bound; without the guard it names the property, which a closure
        // would have to capture through `self`.
        if expression.isInClosure(below: Syntax(scope.statements)) { return nil }
      } else if let condition = expression.parent?.as(InitializerClauseSyntax.self)?.parent,
        guardConditions.contains(where: { $0.1.id == condition.parent?.id })
      {
        continue
      } else if !(isImplicitlyUnwrapped
        && expression.parent?.as(MemberAccessExprSyntax.self)?.base?.id == expression.id)
      {
        return nil
      }
    }
  }
}

/// Every token spelling a property's name in a model: declarations and bindings, references,
/// and anything else (key paths, `$name`, captures, parameters), which keeps it optional.
private final class NameOccurrences: SyntaxVisitor {
  private let name: String
  private(set) var patterns: [IdentifierPatternSyntax] = []
  private(set) var references: [DeclReferenceExprSyntax] = []
  private(set) var otherTokens: [TokenSyntax] = []

  init(_ name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    guard [name, "$" + name, "_" + name].contains(token.text) else { return .skipChildren }
    if let pattern = token.parent?.as(IdentifierPatternSyntax.self), token.text == name {
      patterns.append(pattern)
    } else if let reference = token.parent?.as(DeclReferenceExprSyntax.self), token.text == name,
      reference.argumentNames == nil
    {
      // `.name` without a base is an enum case or static member, not the property.
      if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base == nil {
        return .skipChildren
      }
      references.append(reference)
    } else if token.parent?.is(LabeledExprSyntax.self) == true
      || token.parent?.as(FunctionParameterSyntax.self).map({
        $0.secondName != nil && $0.firstName.id == token.id
      }) == true
    {
      // An argument label or an external parameter name.
    } else {
      otherTokens.append(token)
    }
    return .skipChildren
  }
}

extension SyntaxProtocol {
  fileprivate func isDescendant(of container: some SyntaxProtocol) -> Bool {
    var node = parent
    while let current = node {
      if current.id == container.id { return true }
      node = current.parent
    }
    return false
  }

  /// Whether a closure (or a local function) lies between this node and `container`, or the
  /// function or member holding it when there is none.
  fileprivate func isInClosure(below container: Syntax?) -> Bool {
    var node = parent
    while let current = node, current.id != container?.id {
      if current.is(ClosureExprSyntax.self) { return true }
      if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self)
        || current.is(AccessorBlockSyntax.self) || current.is(MemberBlockSyntax.self)
      {
        return container != nil
      }
      node = current.parent
    }
    return false
  }
}
