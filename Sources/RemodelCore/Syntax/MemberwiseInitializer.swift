import SwiftSyntax

/// The initializer Swift synthesises for a view struct, written out so a fix can add a
/// statement to it: the stored properties it takes and the `init` that assigns them.
enum MemberwiseInitializer {
  /// A stored property the memberwise initializer takes.
  struct Parameter {
    let name: String
    let declaration: String
    let assignment: String
  }

  /// The view's memberwise parameters other than `receiver`, in declaration order, split at
  /// it: the ones without a default value, and those with one that some call site passes
  /// (`passed` holds the labels call sites use).
  static func parameters(
    of decl: StructDeclSyntax, around receiver: String, passed: Set<String>
  ) throws(MigrationRefusal) -> (before: [Parameter], after: [Parameter]) {
    let childName = decl.name.text
    var parameters: [Parameter] = []
    var receiverPosition = 0
    for member in decl.memberBlock.members {
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self), ifConfig.declaresStoredProperties {
        throw .reason("'\(childName)' declares stored properties inside '#if'")
      }
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic,
        let binding = variable.bindings.first, binding.isStored,
        let name = variable.singleBindingName
      else { continue }
      if name == receiver {
        receiverPosition = parameters.count
        continue
      }
      let wrapper = variable.attributes.flattenedAttributes.first
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      let defaultValue = binding.initializer?.value.trimmedDescription
      let impliedDefault =
        defaultValue ?? (binding.typeAnnotation?.type.isOptional == true && !isLet ? "nil" : nil)
      // A property with a value of its own is a parameter only when some call site passes it.
      guard !(isLet && defaultValue != nil), impliedDefault == nil || passed.contains(name) else {
        continue
      }
      let wrapperName = wrapper?.simpleName
      if let wrapperName,
        wrapper?.arguments != nil || Self.selfInitializingWrappers.contains(wrapperName)
      {
        if passed.contains(name) {
          throw .reason(
            "'\(childName).\(name)' uses '@\(wrapperName)', which the new initializer cannot set; give '\(childName)' an 'init' of its own, then run the fix again"
          )
        }
        continue
      }
      guard
        let typeText = binding.typeAnnotation?.type.trimmedDescription
          ?? binding.initializer.flatMap({ Self.literalType(of: $0.value) })
      else {
        throw .reason(
          "'\(childName).\(name)' has no type annotation to declare it as a parameter; write its type, then run the fix again"
        )
      }
      let isClosure = binding.typeAnnotation?.type.isClosure == true
      let defaultSuffix = impliedDefault.map { " = \($0)" } ?? ""
      switch wrapperName {
      case nil, "ObservedObject"?:
        let escaping = isClosure ? "@escaping " : ""
        parameters.append(
          Parameter(
            name: name, declaration: "\(name): \(escaping)\(typeText)\(defaultSuffix)",
            assignment: "self.\(name) = \(name)"))
      case "Binding"?:
        parameters.append(
          Parameter(
            name: name, declaration: "\(name): Binding<\(typeText)>",
            assignment: "self._\(name) = \(name)"))
      case "State"?:
        parameters.append(
          Parameter(
            name: name, declaration: "\(name): \(typeText)\(defaultSuffix)",
            assignment: "self._\(name) = State(initialValue: \(name))"))
      case let other?:
        throw .reason(
          "'\(childName).\(name)' uses '@\(other)', which the new initializer cannot set; give '\(childName)' an 'init' of its own, then run the fix again"
        )
      }
    }
    return (Array(parameters[..<receiverPosition]), Array(parameters[receiverPosition...]))
  }

  /// The type Swift gives a literal default value without context (`var compact = false`).
  private static func literalType(of value: ExprSyntax) -> String? {
    var value = value
    if let negated = value.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
      value = negated.expression
    }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    return nil
  }

  /// Wrappers that initialise themselves and are not memberwise parameters.
  private static let selfInitializingWrappers: Set<String> = [
    "EnvironmentObject", "Environment", "FocusState", "Namespace", "GestureState",
    "AccessibilityFocusState", "ScaledMetric",
  ]

  /// The new `init`, inserted on the line after the last stored property, indented like it;
  /// `leadingCall` (`head`, arguments, `tail`) is its first statement, wrapped like the
  /// signature when it is long.
  static func insertion(
    in decl: some DeclGroupSyntax & NamedDeclSyntax, of source: ParsedSource,
    parameters: [String], leadingCall: (head: String, arguments: [String], tail: String)? = nil,
    statements: [String]
  ) throws(MigrationRefusal) -> TextEdit {
    let content = source.file.content
    let storedProperties = Array(decl.memberBlock.members).filter {
      $0.decl.as(VariableDeclSyntax.self)?.bindings.first?.isStored == true
    }
    guard let last = storedProperties.last,
      let newline = content[last.endPositionBeforeTrailingTrivia.utf8Offset...].firstIndex(
        of: UInt8(ascii: "\n"))
    else { throw .reason("'\(decl.name.text)' has no place for an initializer") }
    let memberIndent = source.indentation(
      ofLineAt: last.positionAfterSkippingLeadingTrivia.utf8Offset)
    let unit = source.indentationUnit(inside: memberIndent)
    let lineEnding = source.file.lineEnding
    var text =
      lineEnding + memberIndent
      + GeneratedCodeLayout.list(
        "init", parameters, tail: " {", indentation: memberIndent, unit: unit,
        lineEnding: lineEnding) + lineEnding
    let first = leadingCall.map { call in
      GeneratedCodeLayout.list(
        call.head, call.arguments, tail: call.tail, indentation: memberIndent + unit, unit: unit,
        lineEnding: lineEnding)
    }
    for statement in [first].compactMap({ $0 }) + statements {
      text += memberIndent + unit + statement + lineEnding
    }
    text += memberIndent + "}" + lineEnding
    return TextEdit(path: source.path, range: (newline + 1)..<(newline + 1), replacement: text)
  }
}
