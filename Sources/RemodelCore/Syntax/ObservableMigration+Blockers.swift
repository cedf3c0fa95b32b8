import SwiftSyntax

/// Uses of the class that need `ObservableObject` itself, found in one pass over each file.
extension ObservableMigration {
  /// Blocks the class for each use of its `objectWillChange`, a `$property` publisher or a
  /// `_property` wrapper, KVO, and `ObservableObject` named as a constraint or existential; in a
  /// file that never names the class, only uses resolved to it count. The same pass over the
  /// file's words returns its `.environmentObject(x)` calls.
  func scanUses(
    in file: ParsedSource, published: Set<String>, mentionsClass: Bool, _ work: inout Work
  ) -> [FunctionCallExprSyntax] {
    let generics = mentionsClass ? index.observableObjectGenerics : [:]
    let refersToClass = { (token: TokenSyntax) in
      self.refersToClass(token, in: file, allowingUnknown: mentionsClass)
    }
    let keyValueObservable = mayUseKeyValueObserving
    var words = Set(
      ["environmentObject", "objectWillChange", "ObservableObject"]
        + published.flatMap { ["$" + $0, "_" + $0] } + generics.keys)
    if keyValueObservable { words.formUnion(["observe", "publisher"]) }
    if mentionsClass { words.formUnion(Self.delegateAdaptors) }
    let positions = wordPositions(in: file)
    var injections: [FunctionCallExprSyntax] = []
    for offset in words.flatMap({ positions[$0] ?? [] }).sorted() {
      guard let token = file.tree.token(at: AbsolutePosition(utf8Offset: offset)) else { continue }
      let text = token.text
      if text == "environmentObject" {
        injections += environmentObjectCall(token).map { [$0] } ?? []
      } else if let declaringFile = generics[text], isUseOfGeneric(token),
        mayPassClass(toGeneric: token, declaredIn: declaringFile, in: file)
      {
        work.blockers.append(
          "\(location(of: token, in: file)) uses '\(text)' (\(declaringFile)), which takes only 'ObservableObject' values"
        )
      } else if text == "objectWillChange", let forward = unitForward(at: offset, in: file) {
        work.edits.append(forward.removal)
        let note =
          "\(forward.location) forwards the 'objectWillChange' of '\(forward.child?.qualifiedName ?? "")' and goes: views track what they read of it themselves"
        if isThisClass(forward.parent), !work.notes.contains(note) { work.notes.append(note) }
      } else if text == "objectWillChange", let issue = forwardIssue(at: offset, in: file) {
        if !work.blockers.contains(issue) { work.blockers.append(issue) }
      } else if text == "objectWillChange", refersToClass(token) {
        let at = location(of: token, in: file)
        if let removal = redundantSendRemoval(token, in: file) {
          work.edits.append(removal.edit)
          switch removal.reason {
          case .trackedPropertyObserver: break
          case .besideTrackedChanges: work.redundantSends.append(at)
          case .onlyTrackedValuesReadable: work.sendsOfTrackedValues.append(at)
          }
        } else if let rewrite = setterSendRewrite(token, in: file) {
          work.edits += rewrite.edits
          work.rewrittenSetters.append(rewrite.property)
        } else if Self.isSend(token) {
          work.willChangeSends.append(at)
        } else {
          work.willChangeSubscriptions.append(at)
        }
      } else if text.hasPrefix("$"), published.contains(String(text.dropFirst())),
        refersToClass(token)
          // `\.$name` in a file naming the class may be a key path into it.
          || (mentionsClass && Self.isKeyPathComponent(token))
          // A subclass of the unit reaches its superclass's publisher as its own.
          || (work.publishedProperties[String(text.dropFirst())] != nil
            && isDescendantReference(token, in: file))
      {
        // The superclass declaring the property rewrites its publisher where it finds it.
        if work.publishedProperties[String(text.dropFirst())] == nil,
          isAncestorPublisher(token, in: file)
        {
          continue
        }
        switch publisherRewrite(token, in: file, work) {
        case .use(let use): work.publisherUses.append(use)
        case .blocked(let reason): work.blockers.append(reason)
        }
      } else if text == "objectWillChange", let value = memberOfUnknownValue(token, in: file) {
        // In a file that never names the class, a value of unwritten type may still be it.
        work.blockers.append(
          "\(location(of: token, in: file)) uses '\(value)' of a value whose type is not written, which may be '\(className)': write its type, then run the fix again"
        )
      } else if text.hasPrefix("$"), published.contains(String(text.dropFirst())),
        let value = memberOfUnknownValue(token, in: file)
      {
        // Left as it is, it would name a publisher the class no longer has.
        work.blockers.append(
          "\(location(of: token, in: file)) uses '\(value)', the publisher of a value whose type is not written, which may be '\(className)': write its type, then run the fix again"
        )
      } else if text.hasPrefix("_"), published.contains(String(text.dropFirst())),
        refersToClass(token)
      {
        // A local of the same name (`var _servers = [Server]()`) is not the wrapper.
        if token.nameExpression?.is(DeclReferenceExprSyntax.self) == true,
          DeclaredTypeResolver.isShadowed(text, at: token)
        {
          continue
        }
        if let edits = publishedStorageInitialization(token, in: file) {
          work.edits += edits
          continue
        }
        work.blockers.append(
          "\(location(of: token, in: file)) uses the '@Published' wrapper '\(text)'")
      } else if text == "ObservableObject", mentionsClass, !isInInheritanceClause(token) {
        let extended = token.parent?.parent?.is(ExtensionDeclSyntax.self) == true
        work.blockers.append(
          extended
            ? "\(location(of: token, in: file)) extends 'ObservableObject', whose members '\(className)' would lose"
            : "\(location(of: token, in: file)) names 'ObservableObject' as a constraint or existential ('\(enclosingTypeText(token))'), which '\(className)' may be passed to"
        )
      } else if keyValueObservable, text == "observe" || text == "publisher",
        isKeyValueObservation(token, in: file, allowingUnknown: mentionsClass)
      {
        work.blockers.append(
          "\(location(of: token, in: file)) observes it with key-value observing")
      } else if Self.delegateAdaptors.contains(text), let use = adaptorBinding(token, in: file) {
        work.blockers.append(
          "\(location(of: use, in: file)) reads '\(use.text)', the bindings of an '@\(text)' that an '@Observable' delegate does not have: read them through a '@Bindable' local instead, then run the fix again"
        )
      }
    }
    return injections
  }

  static let delegateAdaptors = [
    "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
    "WKExtensionDelegateAdaptor",
  ]

  /// The first `$appDelegate` of `@UIApplicationDelegateAdaptor(Delegate.self) var appDelegate`
  /// holding this class, which projects `ObservedObject` bindings only for an `ObservableObject`.
  private func adaptorBinding(_ token: TokenSyntax, in file: ParsedSource) -> TokenSyntax? {
    guard let attribute = token.parent?.parent?.as(AttributeSyntax.self),
      case .argumentList(let arguments) = attribute.arguments,
      let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.self),
      let typeName = member.base.flatMap(Self.typeReference),
      meaning(ofTypeNamed: typeName, seenFrom: file.path) != .anotherType,
      let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self),
      let name = variable.singleBindingName,
      let members = DeclaredTypeResolver.enclosingMemberBlock(of: Syntax(variable))
    else { return nil }
    return members.tokens(viewMode: .sourceAccurate).first { $0.text == "$" + name }
  }

  /// Whether `$name` is read from a subclass of the unit (inside its body, or through a value
  /// declared as one), where the superclass declaring `name` must rewrite it.
  func isDescendantReference(_ token: TokenSyntax, in file: ParsedSource) -> Bool {
    let descendants = descendants
    guard !descendants.isEmpty, let reference = token.parent?.as(DeclReferenceExprSyntax.self)
    else { return false }
    let keys = Set(descendants.map(Self.key))
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id, let base = member.base
    {
      guard case .type(let type) = DeclaredTypeResolver.resolve(base, index: index) else {
        return false
      }
      return index.declarations(named: type, seenFrom: file.path).contains {
        keys.contains(Self.key(of: $0))
      }
    }
    return context.declarationsOfType(around: reference, inFileAt: file.path)?.contains {
      keys.contains(Self.key(of: $0))
    } ?? false
  }

  /// Whether `$name`, the publisher of a property a superclass of the unit declares, is one
  /// that superclass finds as read from this class: inside this class, or through a value
  /// declared as it (never one whose type is unknown, which only this class would see).
  func isAncestorPublisher(_ token: TokenSyntax, in file: ParsedSource) -> Bool {
    let name = String(token.text.dropFirst())
    guard
      ancestors.contains(where: { ancestor in
        ancestor.storedProperties.contains { $0.name == name && $0.wrapper == "Published" }
      }), let reference = token.parent?.as(DeclReferenceExprSyntax.self)
    else { return false }
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id, let base = member.base
    {
      guard case .type(let type) = DeclaredTypeResolver.resolve(base, index: index) else {
        return false
      }
      return meaning(ofTypeNamed: type, seenFrom: file.path) == .thisClass
    }
    return isInsideClass(reference, in: file)
  }

  /// `objectWillChange.send()`, `self?.objectWillChange.send()`.
  static func isSend(_ token: TokenSyntax) -> Bool {
    guard let expression = token.nameExpression else { return false }
    guard let send = expression.parent?.as(MemberAccessExprSyntax.self) else { return false }
    return send.base?.id == expression.id && send.declName.baseName.text == "send"
  }

  /// One blocker for every `objectWillChange` send and one for every subscription, each
  /// saying what to do instead: `@Observable` has no publisher announcing any change.
  func objectWillChangeBlockers(_ work: Work) -> [String] {
    let sends = work.willChangeSends
    let subscriptions = work.willChangeSubscriptions
    return
      (sends.isEmpty
      ? []
      : [
        "\(sends.listedInProse) \(sends.count == 1 ? "sends" : "send") 'objectWillChange', which '@Observable' does not have: views see changes to the stored properties they read, so change such a property instead (or announce the change with 'withMutation(keyPath:)') and remove the call, then run the fix again"
      ])
      + (subscriptions.isEmpty
        ? []
        : [
          "\(subscriptions.listedInProse) \(subscriptions.count == 1 ? "subscribes" : "subscribe") to 'objectWillChange', which '@Observable' does not have: observe the properties it reads with 'withObservationTracking' instead, or migrate by hand"
        ])
  }

  /// Where the file's tokens that a use may start with are, by text: found in one walk per
  /// file and pass, as every class of the pass that reaches the file asks for them.
  func wordPositions(in file: ParsedSource) -> [String: [Int]] {
    context.passMemo.value("observable-words \(file.path)") {
      var positions: [String: [Int]] = [:]
      for token in file.tree.tokens(viewMode: .sourceAccurate) {
        let text = token.text
        guard
          Self.scannedWords.contains(text) || text.hasPrefix("$") || text.hasPrefix("_")
            || index.observableObjectGenerics[text] != nil
        else { continue }
        positions[text, default: []].append(token.positionAfterSkippingLeadingTrivia.utf8Offset)
      }
      return positions
    }
  }

  private static let scannedWords = Set([
    "environmentObject", "objectWillChange", "ObservableObject", "observe", "publisher", "State",
  ]).union(objectWrappers).union(delegateAdaptors)

  /// Whether the class may have an `NSObject` superclass, the only kind key-value observing
  /// works on: a superclass comes first in the inheritance clause.
  var mayUseKeyValueObserving: Bool {
    guard let first = classDecl.inheritanceClause?.inheritedTypes.first?.type.nominalName,
      first != "ObservableObject", !Self.commonProtocols.contains(first)
    else { return false }
    return !index.declarations(named: first).contains { $0.kind == .protocol }
  }

  static let commonProtocols: Set<String> = [
    "Identifiable", "Hashable", "Equatable", "Sendable", "Codable", "Encodable", "Decodable",
    "CustomStringConvertible", "Comparable", "ObservableObject",
  ]

  /// A call or type use of a generic name, not its declaration, nor a member of a type the
  /// sources do not declare (`HelperTools.defaultsDB()` of an Objective-C class, beside a
  /// `defaultsDB` wrapper).
  func isUseOfGeneric(_ token: TokenSyntax) -> Bool {
    if let reference = token.parent?.as(DeclReferenceExprSyntax.self) {
      guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id,
        let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
        base.startsWithUppercase
      else { return true }
      return index.declaresOrExtends(base)
    }
    return token.parent?.is(IdentifierTypeSyntax.self) == true
  }

  /// Whether the use of a generic declaration may pass this class: any use of a generic
  /// function or type may, but a member of `extension ObservableObject` only takes the value it
  /// is called on, `self` when it is called bare, and a property wrapper written as an
  /// attribute only the instance enclosing its property.
  func mayPassClass(
    toGeneric token: TokenSyntax, declaredIn declaringFile: String, in file: ParsedSource
  ) -> Bool {
    if let attribute = token.parent?.parent?.as(AttributeSyntax.self),
      attribute.attributeName.id == token.parent?.id
    {
      // Of same-named classes (a file compiled for another build), it may be this one.
      return attribute.enclosingTypePath.last == className
        && context.declarationsOfType(around: attribute, inFileAt: file.path).map(meaning)
          != .anotherType
    }
    let name = token.text
    let isExtensionMember = context.passMemo.value("observable-member \(declaringFile) \(name)") {
      context.source(at: declaringFile).map { declaring in
        declaring.tree.statements.contains { statement in
          guard let extensionDecl = statement.item.as(ExtensionDeclSyntax.self),
            extensionDecl.extendedType.nominalName == "ObservableObject"
          else { return false }
          return extensionDecl.memberBlock.flattenedDecls.contains {
            $0.as(FunctionDeclSyntax.self)?.name.text == name
              || $0.as(VariableDeclSyntax.self)?.singleBindingName == name
          }
        }
      } ?? false
    }
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return true }
    // The class's own member of that name (`var prefs: Prefs { .shared }`) shadows the
    // extension's wherever the class is the value.
    if isExtensionMember, classMemberNames.contains(name) { return false }
    guard isExtensionMember else {
      guard let call = Self.call(of: reference),
        genericsComeFromArguments(of: name, declaredIn: declaringFile)
      else { return true }
      return !passesOnlyOtherValues(call, in: file)
    }
    return refersToClass(reference.baseName, in: file, allowingUnknown: true)
  }

  /// The call naming `reference` as its function, bare or as a member, without explicit
  /// generic arguments (`.withRouter(router)`).
  private static func call(of reference: DeclReferenceExprSyntax) -> FunctionCallExprSyntax? {
    let called =
      reference.parent?.as(MemberAccessExprSyntax.self).map { Syntax($0) } ?? Syntax(reference)
    guard let call = called.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == called.id
    else { return nil }
    return call
  }

  /// Whether a call of `name` takes its generic types from its arguments: each function so
  /// named in the declaring file writes every generic parameter in a parameter's type
  /// (`func withRouter<R: ObservableObject>(_ router: R)`), or `name` is a type there, built
  /// from its initializer's arguments. A generic result alone (`func make<T>() -> T`) is
  /// chosen by the call's context, which may be this class.
  private func genericsComeFromArguments(of name: String, declaredIn declaringFile: String)
    -> Bool
  {
    context.passMemo.value("observable-generic-arguments \(declaringFile) \(name)") {
      guard let declaring = context.source(at: declaringFile) else { return false }
      var functions: [FunctionDeclSyntax] = []
      var isType = false
      for token in declaring.tree.tokens(viewMode: .sourceAccurate) where token.text == name {
        if let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id {
          functions.append(function)
        } else if let type = token.parent?.asProtocol(NamedDeclSyntax.self),
          type.name.id == token.id, token.parent?.isProtocol(DeclGroupSyntax.self) == true
        {
          isType = true
        }
      }
      guard !functions.isEmpty else { return isType }
      return functions.allSatisfy { function in
        let parameterTypeNames = Set(
          function.signature.parameterClause.parameters.flatMap {
            $0.type.tokens(viewMode: .sourceAccurate).map(\.text)
          })
        return function.genericParameterClause?.parameters.allSatisfy {
          parameterTypeNames.contains($0.name.text)
        } ?? true
      }
    }
  }

  /// Whether every argument of `call` names a value (`router`, `self.router`) declared as a
  /// type other than this class: a generic function then gets its type from them. A literal,
  /// a closure or no argument at all may leave the type to the call's context.
  private func passesOnlyOtherValues(_ call: FunctionCallExprSyntax, in file: ParsedSource) -> Bool
  {
    !call.arguments.isEmpty && call.trailingClosure == nil
      && call.additionalTrailingClosures.isEmpty
      && call.arguments.allSatisfy { argument in
        (argument.expression.is(DeclReferenceExprSyntax.self)
          || argument.expression.is(MemberAccessExprSyntax.self))
          && !isThisClass(valueOf: argument.expression, in: file, allowingUnknown: true)
      }
  }

  /// Whether a use of a member named by `token` may be this class's: a bare name inside the
  /// class or its extensions, or a member of a value declared as the class or of unknown type.
  func refersToClass(_ token: TokenSyntax, in file: ParsedSource, allowingUnknown: Bool)
    -> Bool
  {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id
    {
      guard let base = member.base else { return false }
      return isThisClass(valueOf: base, in: file, allowingUnknown: allowingUnknown)
    }
    return isInsideClass(reference, in: file)
  }

  /// `store.ui.$isOpen` where the type of `store.ui` is not written: the whole expression.
  func memberOfUnknownValue(_ token: TokenSyntax, in file: ParsedSource) -> String? {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
      let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id, let base = member.base,
      DeclaredTypeResolver.resolve(base, index: index) == .unknown,
      meaning(ofValue: base, in: file) == .unknown
    else { return nil }
    return member.trimmedDescription
  }

  /// Whether the value may be of this class: its declared type means it, or may, or (when
  /// `allowingUnknown`) is not written.
  func isThisClass(valueOf expression: ExprSyntax, in file: ParsedSource, allowingUnknown: Bool)
    -> Bool
  {
    switch DeclaredTypeResolver.resolve(expression, index: index) {
    case .type(let name):
      let meaning = meaning(ofTypeNamed: name, seenFrom: file.path)
      // Of several same-named types, the value's declaration may tell which it holds.
      if case .either = meaning,
        let meant = context.declarations(ofValue: expression, inFileAt: file.path)
      {
        return meant.contains(where: isThisClass)
      }
      return meaning != .anotherType
    case .unknown:
      // What holders and injections follow: static members, method results, values from
      // outside the scan.
      switch meaning(ofValue: expression, in: file) {
      case .anotherType: return false
      case .thisClass, .either: return true
      case .unknown: return allowingUnknown
      }
    }
  }

  /// `base.observe(\.x, …)` or `base.publisher(for: \.x)` on the class or an unknown value.
  func isKeyValueObservation(_ token: TokenSyntax, in file: ParsedSource, allowingUnknown: Bool)
    -> Bool
  {
    guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id,
      let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self)
    else { return false }
    // `window.publisher(for: \.isVisible)` observes something else when the class has no
    // `isVisible`, whatever `window` is.
    if case .property(let root)? = keyPath.components.first?.component,
      let members = possibleKeyPathRoots().names, !members.contains(root.declName.baseName.text)
    {
      return false
    }
    guard let base = member.base else { return isInsideClass(member, in: file) }
    return isThisClass(valueOf: base, in: file, allowingUnknown: allowingUnknown)
  }

  func isInInheritanceClause(_ token: TokenSyntax) -> Bool {
    var node = token.parent
    while let current = node {
      if current.is(InheritanceClauseSyntax.self) {
        // A generic parameter's or associated type's clause is a constraint, not a conformance.
        return current.parent?.is(ClassDeclSyntax.self) == true
          || current.parent?.is(ProtocolDeclSyntax.self) == true
          || current.parent?.is(ExtensionDeclSyntax.self) == true
          || current.parent?.is(StructDeclSyntax.self) == true
      }
      if current.is(CodeBlockSyntax.self) || current.is(MemberBlockSyntax.self) { return false }
      node = current.parent
    }
    return false
  }
}
