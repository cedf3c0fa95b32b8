@_spi(RawSyntax) import SwiftSyntax

extension MemberBlockSyntax {
  /// The member declarations, including those inside `#if` clauses, in source order.
  public var flattenedDecls: [DeclSyntax] {
    members.flatMap { Self.flatten($0.decl) }
  }

  private static func flatten(_ decl: DeclSyntax) -> [DeclSyntax] {
    guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return [decl] }
    return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
      guard case .decls(let members) = clause.elements else { return [] }
      return members.flatMap { flatten($0.decl) }
    }
  }
}

extension MemberBlockSyntax {
  /// The names of the properties and methods declared here, which code in the type may use
  /// without `self.`.
  var declaredMemberNames: Set<String> {
    Set(
      flattenedDecls.flatMap { decl -> [String] in
        if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
        // Every name a binding introduces, `var (a, b) = …` included.
        return decl.as(VariableDeclSyntax.self)?.bindings.flatMap {
          $0.pattern.tokens(viewMode: .sourceAccurate).compactMap { $0.identifier?.name }
        } ?? []
      })
  }

  /// The names of instance properties and methods, which code inside the type reads through an
  /// implicit `self`.
  var instanceMemberNames: (properties: Set<String>, methods: Set<String>) {
    var properties: Set<String> = []
    var methods: Set<String> = []
    for decl in flattenedDecls {
      if let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            properties.insert(name)
          }
        }
      } else if let function = decl.as(FunctionDeclSyntax.self), !function.modifiers.containsStatic
      {
        methods.insert(function.name.text)
      }
    }
    return (properties, methods)
  }
}

extension IfConfigDeclSyntax {
  /// Whether a clause declares an instance stored property, which a generated memberwise-style
  /// initializer could not account for.
  var declaresStoredProperties: Bool {
    clauses.contains { clause in
      guard case .decls(let members) = clause.elements else { return false }
      return members.contains {
        guard let variable = $0.decl.as(VariableDeclSyntax.self) else { return false }
        return !variable.isStatic && variable.bindings.contains(where: \.isStored)
      }
    }
  }
}

extension AttributeListSyntax {
  /// The plain attributes, including those inside `#if` clauses.
  public var flattenedAttributes: [AttributeSyntax] {
    flatMap { element -> [AttributeSyntax] in
      switch element {
      case .attribute(let attribute):
        return [attribute]
      case .ifConfigDecl(let ifConfig):
        return ifConfig.clauses.flatMap { clause -> [AttributeSyntax] in
          guard case .attributes(let nested) = clause.elements else { return [] }
          return nested.flattenedAttributes
        }
      }
    }
  }

  /// The first attribute whose name, without a module qualifier, is one of `names`.
  public func attribute(named names: Set<String>) -> AttributeSyntax? {
    flattenedAttributes.first { names.contains($0.simpleName) }
  }
}

extension AttributeSyntax {
  /// `State` for both `@State` and `@SwiftUI.State`.
  public var simpleName: String { nameToken?.text ?? attributeName.trimmedDescription }

  /// The token naming the attribute, the one a wrapper swap replaces.
  public var nameToken: TokenSyntax? {
    if let identifier = attributeName.as(IdentifierTypeSyntax.self) { return identifier.name }
    if let member = attributeName.as(MemberTypeSyntax.self) { return member.name }
    return nil
  }
}

extension TypeSyntax {
  /// The function type under `@escaping`, an optional and parentheses (`((Row) -> Void)?`).
  var functionType: FunctionTypeSyntax? {
    if let function = self.as(FunctionTypeSyntax.self) { return function }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.functionType
    }
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.functionType }
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1 {
      return tuple.elements.first?.type.functionType
    }
    return nil
  }

  /// `Model` for `Model`, `Model?`, `Model!`, `Module.Model` and `Model<Int>`: the name the index keys on.
  public var nominalName: String? { RawNames.nominalName(raw) }

  /// The simple names of the generic arguments (`CommentData` and `CommentWinstonData` of
  /// `Entity<CommentData, CommentWinstonData>?`), nil for one that is not a plain nominal type.
  public var genericArgumentNames: [String?] {
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.genericArgumentNames
    }
    if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType.genericArgumentNames
    }
    let clause =
      self.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      ?? self.as(MemberTypeSyntax.self)?.genericArgumentClause
    return clause?.arguments.map {
      guard case .type(let type) = $0.argument, type.genericArgumentNames.isEmpty else {
        return nil
      }
      return type.nominalName
    } ?? []
  }

  /// `Outer.Model` for `Outer.Model<Int>` and `Outer.Model?`: the written path without generic
  /// arguments.
  public var qualifiedName: String {
    if let member = self.as(MemberTypeSyntax.self) {
      return member.baseType.qualifiedName + "." + member.name.text
    }
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.qualifiedName }
    if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType.qualifiedName
    }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.qualifiedName
    }
    return nominalName ?? trimmedDescription
  }

  /// A function type, possibly behind attributes (`@MainActor (Int) -> Void`), not optional.
  public var isClosure: Bool {
    if self.is(FunctionTypeSyntax.self) { return true }
    if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.isClosure }
    // `((Order) -> Void)`: parentheses around a function type leave it a function type.
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first, element.firstName == nil
    {
      return element.type.isClosure
    }
    return false
  }

  public func hasAttribute(_ name: String) -> Bool {
    self.as(AttributedTypeSyntax.self)?.attributes.attribute(named: [name]) != nil
  }

  public func hasSpecifier(_ keyword: String) -> Bool {
    self.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == keyword }
      ?? false
  }

  public var isOptional: Bool {
    self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
  }
}

extension VariableDeclSyntax {
  /// The name of a single-identifier binding such as `var model = …`; nil for tuples and lists.
  public var singleBindingName: String? {
    guard bindings.count == 1,
      let pattern = bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return pattern.identifier.text
  }

  public var isStatic: Bool { modifiers.containsStatic }

  /// The access modifier a reader of the property has (`public `, `private `, or none), which
  /// a computed property standing for it keeps: a `private(set)` limits only writes.
  var readAccess: String {
    guard
      let modifier = modifiers.first(where: {
        $0.detail == nil && Self.accessLevels.contains($0.name.text)
      })
    else { return "" }
    return (modifier.name.text == "open" ? "public" : modifier.name.text) + " "
  }

  private static let accessLevels: Set<String> = [
    "open", "public", "package", "internal", "fileprivate", "private",
  ]
}

extension SyntaxProtocol {
  /// Every node of type `T` below this one, in source order.
  func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
    var found: [T] = []
    var pending = Array(children(viewMode: .sourceAccurate).reversed())
    while let node = pending.popLast() {
      if let match = node.as(T.self) { found.append(match) }
      pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
    }
    return found
  }
}

extension DeclModifierListSyntax {
  /// `static` or `class`: a member of the type rather than of its instances.
  var containsStatic: Bool {
    contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }

  /// An access level written for the declaration itself: `private(set)` restricts only a
  /// setter and does not count.
  var containsAccessLevel: Bool {
    contains { modifier in
      guard modifier.detail == nil, case .keyword(let keyword) = modifier.name.tokenKind else {
        return false
      }
      return [.private, .fileprivate, .internal, .package, .public, .open].contains(keyword)
    }
  }
}

extension Trivia {
  /// The spaces and tabs before the first other piece.
  var leadingSpaceLength: Int {
    prefix {
      if case .spaces = $0 { return true }
      if case .tabs = $0 { return true }
      return false
    }
    .reduce(0) { $0 + $1.sourceLength.utf8Length }
  }
}

extension SyntaxProtocol {
  /// Whether the node is in a `static` or `class` member, where `self` is the type itself.
  var isInStaticMember: Bool {
    var current = parent
    while let node = current {
      if let item = node.as(MemberBlockItemSyntax.self) {
        return item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.containsStatic ?? false
      }
      current = node.parent
    }
    return false
  }

  /// Whether a closure lies between the node and `ancestor`: code there runs at another time
  /// (or never), not when `ancestor` runs.
  func isInClosure(below ancestor: some SyntaxProtocol) -> Bool {
    var current = parent
    while let node = current, node.id != ancestor.id {
      if node.is(ClosureExprSyntax.self) { return true }
      current = node.parent
    }
    return false
  }

  /// Names used without a base: `limit` and `Sort` in `limit + Sort.count`, not `count`.
  var unqualifiedNames: [String] {
    tokens(viewMode: .sourceAccurate).compactMap { token in
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
      else { return nil }
      return token.text
    }
  }
}

extension ExprSyntax {
  /// The expression inside any `try` and `await` written before it.
  var withoutEffects: ExprSyntax {
    var expression = self
    while let inner = expression.as(TryExprSyntax.self)?.expression
      ?? expression.as(AwaitExprSyntax.self)?.expression
    {
      expression = inner
    }
    return expression
  }

  /// The keyword `self` used as a value.
  var isSelfReference: Bool {
    self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  /// `self`, or `self?` in a closure capturing it weakly.
  var isSelfOrOptionalSelfReference: Bool {
    isSelfReference || self.as(OptionalChainingExprSyntax.self)?.expression.isSelfReference == true
  }

  /// `=` or a compound assignment such as `+=`, between the elements of a sequence expression.
  var isAssignmentOperator: Bool {
    if self.is(AssignmentExprSyntax.self) { return true }
    guard let operation = self.as(BinaryOperatorExprSyntax.self)?.operator.text else {
      return false
    }
    return operation.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(operation)
  }

  /// A literal or an implicit member such as `.live`: a value that never changes.
  var isLiteral: Bool {
    if let string = self.as(StringLiteralExprSyntax.self) {
      return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }
    if let member = self.as(MemberAccessExprSyntax.self) { return member.base == nil }
    return self.is(IntegerLiteralExprSyntax.self) || self.is(FloatLiteralExprSyntax.self)
      || self.is(BooleanLiteralExprSyntax.self) || self.is(NilLiteralExprSyntax.self)
  }
}

extension String {
  /// Whether the name is written like a type's: its first letter after any leading
  /// underscores (`_ControlsPreview`, not `_viewModel`) is uppercase.
  var startsWithUppercase: Bool {
    // Asked of every identifier while indexing: ASCII answers without Unicode tables.
    guard let byte = utf8.first(where: { $0 != UInt8(ascii: "_") }) else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    return first(where: { $0 != "_" })?.isUppercase ?? false
  }
}

extension Array where Element == String {
  /// `a`, `a and b`, `a, b and c`: a list inside a sentence of a message.
  var listedInProse: String {
    count > 1 ? dropLast().joined(separator: ", ") + " and " + self[count - 1] : joined()
  }
}

extension SyntaxProtocol {
  /// The identifiers written in the node: the names it may read.
  var identifierNames: Set<String> {
    Set(
      tokens(viewMode: .sourceAccurate).compactMap { token in
        if case .identifier(let name) = token.tokenKind { return name }
        return nil
      })
  }
}

extension CodeBlockItemListSyntax {
  /// The items at file scope, those under `#if` included.
  var fileScopeItems: [Syntax] {
    flatMap { statement -> [Syntax] in
      guard let ifConfig = statement.item.as(IfConfigDeclSyntax.self) else {
        return [Syntax(statement.item)]
      }
      return ifConfig.clauses.flatMap { clause -> [Syntax] in
        guard case .statements(let nested) = clause.elements else { return [] }
        return nested.fileScopeItems
      }
    }
  }
}

extension ExprSyntax {
  /// The name a chain of members, calls and unwraps starts from: `Current` in
  /// `Current.settings.theme`, `Watcher` in `Watcher.watch(url)!`; nil for a value that is not
  /// such a chain.
  var chainRoot: DeclReferenceExprSyntax? {
    var node = self
    while true {
      if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
        node = base
      } else if let call = node.as(FunctionCallExprSyntax.self) {
        node = call.calledExpression
      } else if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
        node = unwrap.expression
      } else if let chaining = node.as(OptionalChainingExprSyntax.self) {
        node = chaining.expression
      } else {
        break
      }
    }
    guard node.id != id else { return nil }
    return node.as(DeclReferenceExprSyntax.self)
  }
}

extension InitializerDeclSyntax {
  /// Whether it hands initialisation to another initializer (`self.init(…)`).
  var delegates: Bool {
    body?.statements.contains { statement in
      statement.tokens(viewMode: .sourceAccurate).contains { token in
        token.tokenKind == .keyword(.`init`)
          && token.parent?.parent?.as(MemberAccessExprSyntax.self)?.base?.as(
            DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      }
    } ?? false
  }
}

extension TokenSyntax {
  /// The expression through which the name this token writes is read: `name` itself, or
  /// `base.name` (`self.model`, `player.$title`); nil when the token is not such a name.
  var nameExpression: ExprSyntax? {
    guard let reference = parent?.as(ExprSyntax.self) else { return nil }
    if let access = reference.parent?.as(MemberAccessExprSyntax.self),
      access.declName.baseName.id == id
    {
      return ExprSyntax(access)
    }
    return reference
  }
}

extension TokenSyntax {
  /// The name a declaration's token declares, without the backticks that let a keyword be one
  /// (`` `default` `` is called as `.default()`).
  var declaredName: String {
    let text = self.text
    return text.count > 2 && text.hasPrefix("`") && text.hasSuffix("`")
      ? String(text.dropFirst().dropLast()) : text
  }
}

extension ClosureExprSyntax {
  /// The values the closure returns: those of its `return` statements (not of closures or
  /// functions inside it), or its single expression; empty when it returns nothing or a bare
  /// `return` stands among them.
  var returnedValues: [ExprSyntax] {
    if statements.count == 1, let single = statements.first?.item.as(ExprSyntax.self) {
      return [single]
    }
    let finder = ReturnFinder(viewMode: .sourceAccurate)
    finder.walk(statements)
    return finder.returnsBareValue ? [] : finder.values
  }
}

private final class ReturnFinder: SyntaxVisitor {
  var values: [ExprSyntax] = []
  var returnsBareValue = false

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let expression = node.expression {
      values.append(expression)
    } else {
      returnsBareValue = true
    }
    return .skipChildren
  }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
