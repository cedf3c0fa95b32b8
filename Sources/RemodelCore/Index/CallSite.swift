@_spi(RawSyntax) import SwiftSyntax

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
///
/// Every file of a run is summarised, so this walks the parser's raw tree: no `Syntax` node is
/// made for the nodes it passes (most of them), which took indexing from 0.95 to 0.75 s on
/// thirteen apps (Docs/performance.md); the parents a question needs are the walk's own stack.
struct CallSiteCollector {
  private let source: ParsedSource
  private var lines: LineCounter
  private(set) var callSites: [CallSite] = []
  private(set) var functionValueReferences: Set<String> = []
  private(set) var memberAccessNames: Set<String> = []
  private(set) var mentionedTypeNames: Set<String> = []
  private(set) var observableObjectGenerics: Set<String> = []
  /// The types declared or extended around the node being visited, innermost last.
  private var hostTypes: [String] = []
  /// The nodes around the one being visited, its parent last.
  private var ancestors: [RawSyntax] = []

  static func collect(in source: ParsedSource) -> CallSiteCollector {
    var collector = CallSiteCollector(source: source, lines: LineCounter(source.file.content))
    collector.walk(source.tree.raw, at: 0)
    return collector
  }

  private mutating func walk(_ node: RawSyntax, at offset: Int) {
    let entersType = visit(node, at: offset)
    if let layout = node.layoutView {
      ancestors.append(node)
      var childOffset = offset
      for case let child? in layout.children {
        // No token asks for anything.
        if !child.isToken { walk(child, at: childOffset) }
        childOffset += child.byteLength
      }
      ancestors.removeLast()
    }
    if entersType { hostTypes.removeLast() }
  }

  /// Records what `node` tells; true when it declares or extends a type, which it then enters.
  private mutating func visit(_ node: RawSyntax, at offset: Int) -> Bool {
    switch node.kind {
    case .functionCallExpr:
      if let call = RawFunctionCallExprSyntax(node) { record(call, at: offset) }
    case .structDecl:
      return enter(RawStructDeclSyntax(node)?.name)
    case .enumDecl:
      return enter(RawEnumDeclSyntax(node)?.name)
    case .classDecl:
      return enter(RawClassDeclSyntax(node)?.name)
    case .extensionDecl:
      guard let decl = RawExtensionDeclSyntax(node) else { return false }
      let nominal = RawNames.nominalName(decl.extendedType.raw)
      hostTypes.append(nominal ?? text(of: decl.extendedType.raw))
      // Members of `extension ObservableObject`, which only `ObservableObject` values have.
      if nominal == "ObservableObject" {
        for member in Self.flattenedDecls(decl.memberBlock.members) {
          if let function = RawFunctionDeclSyntax(member) {
            observableObjectGenerics.insert(String(syntaxText: function.name.tokenText))
          } else if let name = RawVariableDeclSyntax(member).flatMap(Self.singleBindingName) {
            observableObjectGenerics.insert(name)
          }
        }
      }
      return true
    case .memberAccessExpr:
      if let access = RawMemberAccessExprSyntax(node) { record(access) }
    case .identifierType:
      guard let type = RawIdentifierTypeSyntax(node) else { break }
      let name = String(syntaxText: type.name.tokenText)
      mentionedTypeNames.insert(name)
      // `Published<T>.Publisher` names a wrapper's publisher type, which `@Published` alone does not.
      if name == "Published", let arguments = type.genericArgumentClause?.arguments {
        mentionedTypeNames.insert(Self.publishedTypeName(of: text(of: arguments.raw)))
      }
    case .memberType:
      // `Model` in `Feature.Model` written as a type.
      if let type = RawMemberTypeSyntax(node) {
        mentionedTypeNames.insert(String(syntaxText: type.name.tokenText))
      }
    case .declReferenceExpr:
      if let reference = RawDeclReferenceExprSyntax(node) { record(reference) }
    case .genericParameter:
      // `func track<M: ObservableObject>`
      if let inherited = RawGenericParameterSyntax(node)?.inheritedType,
        RawNames.nominalName(inherited.raw) == "ObservableObject"
      {
        recordObservableObjectGeneric()
      }
    case .conformanceRequirement:
      // `struct Box<M> where M: ObservableObject`
      if let requirement = RawConformanceRequirementSyntax(node),
        RawNames.nominalName(requirement.rightType.raw) == "ObservableObject"
      {
        recordObservableObjectGeneric()
      }
    default:
      break
    }
    return false
  }

  private mutating func enter(_ name: RawTokenSyntax?) -> Bool {
    guard let name else { return false }
    hostTypes.append(String(syntaxText: name.tokenText))
    return true
  }

  private mutating func record(_ call: RawFunctionCallExprSyntax, at offset: Int) {
    guard let typeName = RawNames.constructedType(call.calledExpression.raw) else { return }
    let arguments = call.arguments.elements
    callSites.append(
      CallSite(
        typeName: typeName,
        labels: arguments.map { $0.label.map { String(syntaxText: $0.tokenText) } },
        slotsOfCalls: arguments.enumerated().compactMap { position, argument in
          guard Self.withoutEffects(argument.expression.raw).kind == .functionCallExpr else {
            return nil
          }
          return argument.label.map { .labelled(String(syntaxText: $0.tokenText)) }
            ?? .unlabelled(position: position)
        },
        path: source.path,
        line: lines.line(at: offset + call.raw.leadingTriviaByteLength),
        hostTypeName: hostTypes.last, destination: destination(ofCallAt: ancestors.count)))
  }

  /// Where the value of the call whose parent is `ancestors[depth - 1]` goes.
  private func destination(ofCallAt depth: Int) -> CallSite.Destination {
    var parentIndex = depth - 1
    while parentIndex >= 0, [.tryExpr, .awaitExpr].contains(ancestors[parentIndex].kind) {
      parentIndex -= 1
    }
    guard parentIndex >= 0 else { return .other }
    switch ancestors[parentIndex].kind {
    case .initializerClause:
      // Initializer clause, pattern binding, binding list, variable declaration, and what
      // holds the declaration.
      let holderIndex = parentIndex - 4
      guard holderIndex >= 0 else { return .other }
      switch ancestors[holderIndex].kind {
      case .memberBlockItem: return .property
      case .codeBlockItem: return .local
      default: return .other
      }
    case .labeledExpr:
      guard parentIndex >= 2, let receiver = RawFunctionCallExprSyntax(ancestors[parentIndex - 2])
      else { return .other }
      let callee = receiver.calledExpression.raw
      let name =
        RawNames.constructedType(callee)
        ?? RawMemberAccessExprSyntax(callee).map {
          String(syntaxText: $0.declName.baseName.tokenText)
        }
        ?? RawDeclReferenceExprSyntax(callee).map { String(syntaxText: $0.baseName.tokenText) }
      return name.map { .argument(of: $0) } ?? .other
    default:
      return .other
    }
  }

  private mutating func record(_ access: RawMemberAccessExprSyntax) {
    guard let base = access.base?.raw else { return }
    let baseReference = RawDeclReferenceExprSyntax(base)
    if baseReference.map({ RawNames.isKeyword($0.baseName, "self") }) != true {
      memberAccessNames.insert(String(syntaxText: access.declName.baseName.tokenText))
    }
    if RawNames.isKeyword(access.declName.baseName, "init"),
      !isCallee(access.raw, parent: ancestors.last),
      let baseReference
    {
      functionValueReferences.insert(String(syntaxText: baseReference.baseName.tokenText))
    }
  }

  private mutating func record(_ reference: RawDeclReferenceExprSyntax) {
    guard RawNames.startsWithUppercase(reference.baseName.tokenText) else { return }
    let name = String(syntaxText: reference.baseName.tokenText)
    mentionedTypeNames.insert(name)
    // `Strings.Row` stands where `Row` would: in `Strings.Row.title` or `Strings.Row(…)`, no
    // function value is taken.
    var standing = reference.raw
    var parentIndex = ancestors.count - 1
    if let parent = ancestors.last.flatMap(RawMemberAccessExprSyntax.init),
      parent.declName.raw.id == reference.raw.id
    {
      standing = parent.raw
      parentIndex -= 1
    }
    let parent = parentIndex >= 0 ? ancestors[parentIndex] : nil
    guard !isCallee(standing, parent: parent),
      parent.flatMap(RawMemberAccessExprSyntax.init)?.base?.raw.id != standing.id,
      parent?.kind != .genericSpecializationExpr
    else { return }
    functionValueReferences.insert(name)
  }

  /// The function or named declaration around a generic parameter or requirement.
  private mutating func recordObservableObjectGeneric() {
    for ancestor in ancestors.reversed() {
      if let name = Self.declaredName(ancestor) {
        observableObjectGenerics.insert(name)
        return
      }
    }
  }

  private func isCallee(_ node: RawSyntax, parent: RawSyntax?) -> Bool {
    parent.flatMap(RawFunctionCallExprSyntax.init)?.calledExpression.raw.id == node.id
  }

  /// The node's text without its leading and trailing trivia, as `trimmedDescription` gives it.
  private func text(of node: RawSyntax) -> String {
    let utf8 = Array(node.description.utf8)
    return String(
      decoding: utf8[node.leadingTriviaByteLength..<(utf8.count - node.trailingTriviaByteLength)],
      as: UTF8.self)
  }

  /// `try` and `await` taken off an expression.
  private static func withoutEffects(_ expression: RawSyntax) -> RawSyntax {
    if let tried = RawTryExprSyntax(expression) { return withoutEffects(tried.expression.raw) }
    if let awaited = RawAwaitExprSyntax(expression) {
      return withoutEffects(awaited.expression.raw)
    }
    return expression
  }

  /// The declarations of a member block, those under `#if` included.
  private static func flattenedDecls(_ members: RawMemberBlockItemListSyntax) -> [RawSyntax] {
    members.elements.flatMap { item -> [RawSyntax] in
      guard let ifConfig = RawIfConfigDeclSyntax(item.decl.raw) else { return [item.decl.raw] }
      return ifConfig.clauses.elements.flatMap { clause -> [RawSyntax] in
        clause.elements.flatMap(RawMemberBlockItemListSyntax.init).map(flattenedDecls) ?? []
      }
    }
  }

  private static func singleBindingName(_ variable: RawVariableDeclSyntax) -> String? {
    let bindings = variable.bindings.elements
    guard bindings.count == 1, let pattern = RawIdentifierPatternSyntax(bindings[0].pattern.raw)
    else { return nil }
    return String(syntaxText: pattern.identifier.tokenText)
  }

  /// The name of a function or of a named declaration (a type, typealias, associated type,
  /// macro, operator or precedence group).
  private static func declaredName(_ node: RawSyntax) -> String? {
    let name: RawTokenSyntax? =
      switch node.kind {
      case .functionDecl: RawFunctionDeclSyntax(node)?.name
      case .actorDecl: RawActorDeclSyntax(node)?.name
      case .associatedTypeDecl: RawAssociatedTypeDeclSyntax(node)?.name
      case .classDecl: RawClassDeclSyntax(node)?.name
      case .enumDecl: RawEnumDeclSyntax(node)?.name
      case .macroDecl: RawMacroDeclSyntax(node)?.name
      case .operatorDecl: RawOperatorDeclSyntax(node)?.name
      case .precedenceGroupDecl: RawPrecedenceGroupDeclSyntax(node)?.name
      case .protocolDecl: RawProtocolDeclSyntax(node)?.name
      case .structDecl: RawStructDeclSyntax(node)?.name
      case .typeAliasDecl: RawTypeAliasDeclSyntax(node)?.name
      default: nil
      }
    return name.map { String(syntaxText: $0.tokenText) }
  }

  /// What `mentionedTypeNames` holds for a file naming `Published<T>` as a type: `T` without
  /// spaces, or its last component when it is a plain name (`UIState.Tab` and `Tab` are one).
  static func publishedTypeName(of type: String) -> String {
    let compact = type.filter { !$0.isWhitespace }
    let isPlainName = compact.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return "Published<\(isPlainName ? String(compact.split(separator: ".").last ?? "") : compact)>"
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
