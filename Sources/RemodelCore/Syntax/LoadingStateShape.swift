import SwiftSyntax

/// The three properties and the load function of a view model that tracks one async load by
/// hand: a Bool flag set around an `await`, an error property cleared before it and set in
/// `catch`, and the data property assigned from the awaited `try`. Found by role, not by name.
struct LoadingStateShape {
  /// A stored property of the class with the pieces the migration edits.
  struct Property {
    let variable: VariableDeclSyntax
    let binding: PatternBindingSyntax
    let name: String
  }

  /// How the error is stored, which decides how readers are rewritten.
  enum ErrorKind {
    /// `Error?`: readers get `data.error`.
    case error
    /// `String?` holding a message: readers get `data.error?.localizedDescription`.
    case message
    /// A Bool such as `showError`: readers get `data.error != nil`.
    case flag
  }

  let classDecl: ClassDeclSyntax
  let loadFunction: FunctionDeclSyntax
  let flag: Property
  let error: Property
  let errorKind: ErrorKind
  let data: Property
  /// `flag = true`, replaced by `data = .loading`.
  let start: CodeBlockItemSyntax
  /// `error = nil` and every `flag = false` or `defer { flag = false }`: removed.
  let removedStatements: [CodeBlockItemSyntax]
  /// `data = try await …`.
  let dataAssignment: SequenceExprSyntax
  /// The statement in each `catch` clause that sets the error, replaced by
  /// `data = .failure(…)`, with the name the clause binds the error to (`error` unless written
  /// otherwise).
  let errorAssignments: [(statement: CodeBlockItemSyntax, caughtName: String)]
  /// The message `catch` builds itself (`"Could not load: \(error)"`), which `Loadable` would
  /// replace with the error's own description: report, do not fix.
  let customErrorMessage: String?
  /// More than one data property assigned from an awaited `try`: report, do not fix.
  let otherDataProperties: [String]

  /// The shape in `classDecl`, if its members have one.
  static func find(in classDecl: ClassDeclSyntax) -> LoadingStateShape? {
    let properties = storedProperties(of: classDecl)
    for function in classDecl.memberBlock.flattenedDecls.compactMap({
      $0.as(FunctionDeclSyntax.self)
    }) {
      guard function.signature.effectSpecifiers?.asyncSpecifier != nil,
        let shape = LoadingStateShape(classDecl, function, properties)
      else { continue }
      return shape
    }
    return nil
  }

  private static func storedProperties(of classDecl: ClassDeclSyntax) -> [String: Property] {
    var properties: [String: Property] = [:]
    for decl in classDecl.memberBlock.flattenedDecls {
      guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic,
        variable.bindingSpecifier.tokenKind == .keyword(.var),
        let name = variable.singleBindingName, let binding = variable.bindings.first,
        binding.isStored
      else { continue }
      properties[name] = Property(variable: variable, binding: binding, name: name)
    }
    return properties
  }

  private init?(
    _ classDecl: ClassDeclSyntax, _ function: FunctionDeclSyntax,
    _ properties: [String: Property]
  ) {
    guard let body = function.body?.statements else { return nil }
    let statements = Array(body)
    // The do/catch whose body assigns a property from an awaited `try`.
    guard
      let doIndex = statements.firstIndex(where: {
        guard let doStatement = $0.item.as(DoStmtSyntax.self) else { return false }
        return !Self.awaitedAssignments(in: doStatement.body.statements, properties).isEmpty
      }),
      let doStatement = statements[doIndex].item.as(DoStmtSyntax.self),
      !doStatement.catchClauses.isEmpty
    else { return nil }
    let catchClauses = Array(doStatement.catchClauses)
    let awaited = Self.awaitedAssignments(in: doStatement.body.statements, properties)
    guard let (dataName, dataAssignment) = awaited.first, let data = properties[dataName] else {
      return nil
    }

    // The flag: a Bool property set true before the do/catch.
    var flagStart: (Property, CodeBlockItemSyntax)?
    for statement in statements[..<doIndex] {
      if let (name, value) = Self.simpleAssignment(statement), value == "true",
        let property = properties[name], Self.isBool(property)
      {
        flagStart = (property, statement)
        break
      }
    }
    guard let (flag, start) = flagStart else { return nil }

    // The error: set in every catch clause (the same property, the same way), cleared before
    // the do/catch.
    var clauses: [(Property, ErrorKind, CodeBlockItemSyntax, String, customMessage: String?)] = []
    for catchClause in catchClauses {
      // `catch URLError.cancelled` binds no error for `.failure(…)` to carry.
      guard let caughtName = Self.caughtErrorName(catchClause) else { return nil }
      var found: (Property, ErrorKind, CodeBlockItemSyntax, String, customMessage: String?)?
      for statement in catchClause.body.statements {
        guard let (name, value) = Self.simpleAssignment(statement),
          let property = properties[name], name != flag.name, name != data.name
        else { continue }
        if let kind = Self.errorKind(of: property, assignedValue: value, caughtName: caughtName) {
          found = (property, kind, statement, caughtName, nil)
          break
        }
        // A message of its own ("Could not load: \(error)") is still the error's role.
        if Self.isOptionalString(property), found == nil {
          found = (property, .message, statement, caughtName, value)
        }
      }
      guard let found,
        clauses.allSatisfy({ $0.0.name == found.0.name && $0.1 == found.1 })
      else { return nil }
      clauses.append(found)
    }
    guard let (error, errorKind, _, _, _) = clauses.first else { return nil }
    let customMessage = clauses.lazy.compactMap(\.customMessage).first
    let errorAssignments = clauses.map { (statement: $0.2, caughtName: $0.3) }
    let clearValue = errorKind == .flag ? "false" : "nil"
    // Cleared before the load starts, or once it succeeded.
    let clears = (Array(statements[..<doIndex]) + Array(doStatement.body.statements)).filter {
      Self.simpleAssignment($0).map { $0 == (error.name, clearValue) } ?? false
    }
    guard !clears.isEmpty else { return nil }

    // The flag is reset after the await: in a `defer`, after the do/catch, or at the end of
    // both its branches.
    let resets = statements.filter { statement in
      if let deferStatement = statement.item.as(DeferStmtSyntax.self) {
        return deferStatement.body.statements.count == 1
          && deferStatement.body.statements.allSatisfy { Self.isReset($0, of: flag.name) }
      }
      return Self.isReset(statement, of: flag.name)
    }
    let branchResets =
      (Array(doStatement.body.statements)
      + catchClauses.flatMap { Array($0.body.statements) })
      .filter { Self.isReset($0, of: flag.name) }
    guard !resets.isEmpty || branchResets.count == 1 + catchClauses.count else { return nil }

    self.classDecl = classDecl
    self.loadFunction = function
    self.flag = flag
    self.error = error
    self.errorKind = errorKind
    self.data = data
    self.start = start
    self.removedStatements = clears + resets + branchResets
    self.dataAssignment = dataAssignment
    self.errorAssignments = errorAssignments
    self.customErrorMessage = customMessage
    self.otherDataProperties = awaited.dropFirst().map(\.0)
  }

  /// `name = try await …` statements (also `self.name`) assigning stored properties.
  /// Properties assigned from an awaited `try`: `name = try await …`, or
  /// `let result = try await …` followed by `name = f(result)`.
  private static func awaitedAssignments(
    in statements: CodeBlockItemListSyntax, _ properties: [String: Property]
  ) -> [(String, SequenceExprSyntax)] {
    var awaitedLocals: Set<String> = []
    return statements.compactMap { statement in
      if let variable = statement.item.as(VariableDeclSyntax.self),
        let name = variable.singleBindingName,
        let value = variable.bindings.first?.initializer?.value, isAwaitedTry(value)
      {
        awaitedLocals.insert(name)
        return nil
      }
      guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
        let (name, value) = assignment(sequence), properties[name] != nil,
        isAwaitedTry(value) || !awaitedLocals.isDisjoint(with: value.unqualifiedNames)
      else { return nil }
      return (name, sequence)
    }
  }

  private static func isAwaitedTry(_ value: ExprSyntax) -> Bool {
    guard let tryExpression = value.as(TryExprSyntax.self) else { return false }
    return tryExpression.questionOrExclamationMark == nil
      && tryExpression.expression.is(AwaitExprSyntax.self)
  }

  /// `name = value` or `self.name = value` as a whole statement: the name and the value's text.
  static func simpleAssignment(_ statement: CodeBlockItemSyntax) -> (String, String)? {
    guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
      let (name, value) = assignment(sequence)
    else { return nil }
    return (name, value.trimmedDescription)
  }

  static func assignment(_ sequence: SequenceExprSyntax) -> (String, ExprSyntax)? {
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
    if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
      return (reference.baseName.text, elements[2])
    }
    if let member = elements[0].as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return (member.declName.baseName.text, elements[2])
    }
    return nil
  }

  private static func isReset(_ statement: CodeBlockItemSyntax, of flag: String) -> Bool {
    simpleAssignment(statement).map { $0 == (flag, "false") } ?? false
  }

  private static func isBool(_ property: Property) -> Bool {
    if let type = property.binding.typeAnnotation?.type { return type.trimmedDescription == "Bool" }
    let value = property.binding.initializer?.value
    return value?.is(BooleanLiteralExprSyntax.self) ?? false
  }

  private static func isOptionalString(_ property: Property) -> Bool {
    property.binding.typeAnnotation?.type.trimmedDescription.replacingOccurrences(of: " ", with: "")
      == "String?"
  }

  /// The name the clause binds the error to: `error` for a plain `catch`, the bound name for
  /// `catch let failure` or `catch let failure as URLError`; nil when a pattern binds none.
  private static func caughtErrorName(_ clause: CatchClauseSyntax) -> String? {
    guard let item = clause.catchItems.first else { return "error" }
    guard clause.catchItems.count == 1,
      let binding = item.pattern?.as(ValueBindingPatternSyntax.self)
    else { return nil }
    if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
      return identifier.identifier.text
    }
    let cast = binding.pattern.as(ExpressionPatternSyntax.self)?.expression.as(
      SequenceExprSyntax.self)
    return cast?.elements.first?.as(PatternExprSyntax.self)?.pattern.as(
      IdentifierPatternSyntax.self)?.identifier.text
  }

  /// What kind of error store `property` is, judged by its type and what `catch` assigns to it.
  private static func errorKind(
    of property: Property, assignedValue: String, caughtName: String
  ) -> ErrorKind? {
    let type = property.binding.typeAnnotation?.type.trimmedDescription
      .replacingOccurrences(of: " ", with: "")
    switch (type, assignedValue) {
    case ("Error?", caughtName), ("(anyError)?", caughtName), ("(Error)?", caughtName):
      return .error
    case ("String?", "\(caughtName).localizedDescription"):
      return .message
    case ("Bool", "true"),
      (nil, "true") where isBool(property):
      return .flag
    default:
      return nil
    }
  }
}
