import SwiftSyntax

/// A call of a type by name, `Name(label: …)` or `Name.init(label: …)`: where views are created,
/// so a rule can tell whether anyone passes a value for a property.
public struct CallSite: Sendable, Hashable {
  public let typeName: String
  /// Argument labels in order; nil for an unlabelled argument.
  public let labels: [String?]
  /// The slots whose argument is a call (`.init(…)`, `container.makeModel()`, `try Model()`,
  /// `.watchlist()` unlabelled), which may build a new value; a name or a member passes one
  /// that exists.
  let slotsOfCalls: [ArgumentSlot]
  public let path: String
  public let line: Int
  /// The type whose declaration or extension holds the call (`PromoView` for a call in its
  /// `body`); nil at file scope.
  public let hostTypeName: String?
  /// Where the value the call builds goes, which tells a model handed to a view from one a
  /// view keeps.
  public let destination: Destination

  public enum Destination: Sendable, Hashable {
    /// The initial value of a type's stored property (`@StateObject var model = Model()`).
    case property
    /// The initial value of a local (`let model = Model()` in a `body`).
    case local
    /// An argument, after any `try` or `await`, of a call of the type or method named here:
    /// `Child` for `Child(model: Model())`, `environmentObject` for
    /// `.environmentObject(Model())`.
    case argument(of: String)
    /// Anything else: a returned or assigned value, a receiver of a method.
    case other
  }

  /// `path:line`, as findings name a place.
  public var location: String { "\(path):\(line)" }
}

/// Collects how one file uses types and members: every call of a capitalised name, types used
/// as function values (`Row.init` passed to `map`), and member names read on other values.
final class CallSiteCollector: SyntaxVisitor {
  private let source: ParsedSource
  private var lines: LineCounter
  private(set) var callSites: [CallSite] = []
  private(set) var functionValueReferences: Set<String> = []
  private(set) var memberAccessNames: Set<String> = []
  private(set) var mentionedTypeNames: Set<String> = []
  private(set) var observableObjectGenerics: Set<String> = []
  /// The types declared or extended around the node being visited, innermost last.
  private var hostTypes: [String] = []

  static func collect(in source: ParsedSource) -> CallSiteCollector {
    let collector = CallSiteCollector(source)
    collector.walk(source.tree)
    return collector
  }

  private init(_ source: ParsedSource) {
    self.source = source
    lines = LineCounter(source.file.content)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let construction = Construction(ExprSyntax(node)) {
      callSites.append(
        CallSite(
          typeName: construction.typeName,
          labels: node.arguments.map { $0.label?.text },
          slotsOfCalls: node.arguments.compactMap { argument in
            argument.expression.withoutEffects.is(FunctionCallExprSyntax.self)
              ? ArgumentSlot(of: argument, in: node) : nil
          },
          path: source.path,
          line: lines.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset),
          hostTypeName: hostTypes.last, destination: Self.destination(of: node)))
    }
    return .visitChildren
  }

  private static func destination(of call: FunctionCallExprSyntax) -> CallSite.Destination {
    var value = Syntax(call)
    while let effect = value.parent,
      effect.is(TryExprSyntax.self) || effect.is(AwaitExprSyntax.self)
    {
      value = effect
    }
    guard let parent = value.parent else { return .other }
    if parent.is(InitializerClauseSyntax.self) {
      // Initializer clause, pattern binding, binding list, variable declaration, and what holds
      // the declaration.
      let holder = parent.parent?.parent?.parent?.parent
      if holder?.is(MemberBlockItemSyntax.self) == true { return .property }
      return holder?.is(CodeBlockItemSyntax.self) == true ? .local : .other
    }
    guard parent.is(LabeledExprSyntax.self),
      let receiver = parent.parent?.parent?.as(FunctionCallExprSyntax.self)
    else { return .other }
    let callee = receiver.calledExpression
    let name =
      Construction(ExprSyntax(receiver))?.typeName
      ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    return name.map { .argument(of: $0) } ?? .other
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    hostTypes.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { hostTypes.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    hostTypes.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { hostTypes.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    hostTypes.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { hostTypes.removeLast() }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard let base = node.base else { return .visitChildren }
    if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
      memberAccessNames.insert(node.declName.baseName.text)
    }
    if node.declName.baseName.tokenKind == .keyword(.`init`), !isCallee(node),
      let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      functionValueReferences.insert(type)
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    mentionedTypeNames.insert(node.name.text)
    // `Published<T>.Publisher` names a wrapper's publisher type, which `@Published` alone does not.
    if node.name.text == "Published", let arguments = node.genericArgumentClause?.arguments {
      mentionedTypeNames.insert(Self.publishedTypeName(of: arguments.trimmedDescription))
    }
    return .visitChildren
  }

  /// What `mentionedTypeNames` holds for a file naming `Published<T>` as a type: `T` without
  /// spaces, or its last component when it is a plain name (`UIState.Tab` and `Tab` are one).
  static func publishedTypeName(of type: String) -> String {
    let compact = type.filter { !$0.isWhitespace }
    let isPlainName = compact.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return "Published<\(isPlainName ? String(compact.split(separator: ".").last ?? "") : compact)>"
  }

  /// `Model` in `Feature.Model` written as a type.
  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    mentionedTypeNames.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    guard name.startsWithUppercase else { return .visitChildren }
    mentionedTypeNames.insert(name)
    // `Strings.Row` stands where `Row` would: in `Strings.Row.title` or `Strings.Row(…)`, no
    // function value is taken.
    let reference =
      node.parent?.as(MemberAccessExprSyntax.self).flatMap {
        $0.declName.id == node.id ? ExprSyntax($0) : nil
      } ?? ExprSyntax(node)
    guard !isCallee(reference),
      reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id != reference.id,
      !(reference.parent?.is(GenericSpecializationExprSyntax.self) ?? false)
    else { return .visitChildren }
    functionValueReferences.insert(name)
    return .visitChildren
  }

  /// Members of `extension ObservableObject`, which only `ObservableObject` values have.
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    hostTypes.append(node.extendedType.nominalName ?? node.extendedType.trimmedDescription)
    guard node.extendedType.nominalName == "ObservableObject" else { return .visitChildren }
    for decl in node.memberBlock.flattenedDecls {
      if let function = decl.as(FunctionDeclSyntax.self) {
        observableObjectGenerics.insert(function.name.text)
      } else if let variable = decl.as(VariableDeclSyntax.self),
        let name = variable.singleBindingName
      {
        observableObjectGenerics.insert(name)
      }
    }
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { hostTypes.removeLast() }

  /// `func track<M: ObservableObject>` or `struct Box<M> where M: ObservableObject`.
  override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
    if node.inheritedType?.nominalName == "ObservableObject" { recordObservableObjectGeneric(node) }
    return .visitChildren
  }

  override func visit(_ node: ConformanceRequirementSyntax) -> SyntaxVisitorContinueKind {
    if node.rightType.nominalName == "ObservableObject" { recordObservableObjectGeneric(node) }
    return .visitChildren
  }

  private func recordObservableObjectGeneric(_ node: some SyntaxProtocol) {
    var current = node.parent
    while let candidate = current {
      if let function = candidate.as(FunctionDeclSyntax.self) {
        observableObjectGenerics.insert(function.name.text)
        return
      }
      if let name = candidate.asProtocol(NamedDeclSyntax.self)?.name.text {
        observableObjectGenerics.insert(name)
        return
      }
      current = candidate.parent
    }
  }

  private func isCallee(_ node: some ExprSyntaxProtocol) -> Bool {
    node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
  }
}

/// Line numbers of offsets asked for in increasing order, as a walk meets them: counted from
/// the previous one, so a file's calls need no location converter (built for the file only
/// when a rule reports something).
private struct LineCounter {
  private let content: [UInt8]
  private var offset = 0
  private var line = 1

  init(_ content: [UInt8]) { self.content = content }

  /// The 1-based line of `target`; `\n`, `\r\n` and a lone `\r` end a line, as in the compiler.
  mutating func line(at target: Int) -> Int {
    if target < offset { (offset, line) = (0, 1) }
    let end = min(target, content.count)
    while offset < end {
      let byte = content[offset]
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r")
          && (offset + 1 >= content.count || content[offset + 1] != UInt8(ascii: "\n")))
      {
        line += 1
      }
      offset += 1
    }
    return line
  }
}
