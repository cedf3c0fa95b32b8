import SwiftSyntax

/// `$property` publishers of the class's own `@Published` properties, which `@Observable` does
/// not have: each becomes a `CurrentValueSubject` the property sends its new value to in
/// `willSet`, as `@Published` did, and every `$property` reads it instead.
extension ObservableMigration {
  /// One `$property` written where it means the class's publisher.
  struct PublisherUse {
    let name: String
    let path: String
    let range: Range<Int>
    /// In the class or an extension in its file, where its `private` subject is visible.
    let isInsideClass: Bool
    /// For `publisher.assign(to: &$name)`: the range of `.assign(to: &$name)`, which becomes a
    /// `sink` stored with the class's other subscriptions, and what goes before `.store(in:)`.
    var assignment: Assignment?
    /// In-out `$name` given to `assign(to:)` (`&model.$name`).
    struct Assignment {
      let range: Range<Int>
      let storeSeparator: String
      /// The object whose property is assigned (`model`), nil for this one (`&$name`).
      let object: String?
    }
    /// The `Published<T>.Publisher` parameters the publisher reaches, which take any publisher.
    var retypedParameters = RetypedParameters()
  }

  enum PublisherRewrite {
    case use(PublisherUse)
    case blocked(String)
  }

  /// How the publisher `token` (`$name`) is rewritten, or why it cannot be.
  func publisherRewrite(_ token: TokenSyntax, in file: ParsedSource, _ work: Work)
    -> PublisherRewrite
  {
    let name = String(token.text.dropFirst())
    let described = "\(location(of: token, in: file)) uses the publisher '\(expressionText(token))'"
    // Another class's publisher, or one this class cannot tell is its superclass's.
    guard work.publishedProperties[name] != nil else { return .blocked(described) }
    // A key path (`\Model.$name`) names the wrapper's projection, which has no stand-in.
    guard !Self.isKeyPathComponent(token) else {
      return .blocked("\(described) in a key path, which the rewrite does not change")
    }
    // A publisher handed on (passed, assigned, returned) may reach a function or property typed
    // `Published<T>.Publisher` of the property's type, which takes no other publisher.
    let writtenType = work.publishedProperties[name]?.bindings.first.flatMap(publishedType).map {
      CallSiteCollector.publishedTypeName(of: $0)
    }
    let mentioned =
      Self.isConsumedInPlace(token) ? [] : writtenType.map { [$0] } ?? index.publishedTypeNames
    // The using file itself, when it names the type (`var p: Published<Bool>.Publisher { $x }`).
    let namingFiles = mentioned.flatMap(index.filesMentioning).filter { seesClass($0) }
    var retyped = RetypedParameters()
    if let naming = namingFiles.first(where: { $0 == file.path }) ?? namingFiles.first {
      var refusal = PublisherParameterRefusal(location: naming, reason: "")
      // Every file naming the type, seeing the class or not: a protocol of a module the class's
      // does not import may require the very function retyped here.
      let retyping = { (type: String) in
        self.retypedPublisherParameters(named: [type], in: self.index.filesMentioning(type))
      }
      switch writtenType.map(retyping) {
      case .success(let parameters)?: retyped = parameters
      case .failure(let failure)?: refusal = failure
      case nil:
        return .blocked(
          "\(described) where \(naming) may receive it as a 'Published<…>.Publisher', and '\(name)' does not write its type, which tells whether it does: write the type ('var \(name): T = …'), then run the fix again"
        )
      }
      if retyped.edits.isEmpty {
        return .blocked(
          "\(described), and \(refusal.location) names the type 'Published<…>.Publisher'\(refusal.reason); "
            + "the subject standing in for the publisher is not one: use 'some Publisher' there, then run the fix again"
        )
      }
    }
    let isInsideClass = file.path == source.path && isInsideClass(token, in: file)
    var use = PublisherUse(
      name: name, path: file.path, range: token.trimmedByteRange, isInsideClass: isInsideClass)
    use.retypedParameters = retyped
    if let target = Self.inOutExpression(passing: token) {
      guard let call = Self.assignCall(around: target),
        let object = AssignedObject(of: target.expression)
      else {
        return .blocked(
          "\(location(of: token, in: file)) passes the publisher '\(expressionText(token))' in-out, "
            + "which only a '@Published' property takes; the rewrite handles "
            + "'assign(to: &$\(name))' as a statement of its own, into an object a plain reference names"
        )
      }
      let period = call.calledExpression.cast(MemberAccessExprSyntax.self).period
      let startsLine = period.leadingTrivia.contains { $0.isNewline }
      let separator =
        startsLine
        ? file.file.lineEnding
          + file.indentation(ofLineAt: period.positionAfterSkippingLeadingTrivia.utf8Offset)
        : ""
      use.assignment = PublisherUse.Assignment(
        range: period.positionAfterSkippingLeadingTrivia
          .utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset,
        storeSeparator: separator, object: object.text)
    }
    return .use(use)
  }

  /// Whether the publisher `$name` (`model.$name`, `self.$name`) is used where it stands:
  /// the base of an operator (`$name.sink`, `$name.map`), the argument of a function taking
  /// any publisher (`onReceive`, `combineLatest`, `Publishers.Merge`) or passed in-out, not
  /// handed on as a value.
  private static func isConsumedInPlace(_ token: TokenSyntax) -> Bool {
    // `&$name` goes to `assign(to:)`, which the rewrite replaces, or blocks the class.
    if inOutExpression(passing: token) != nil { return true }
    guard let expression = token.nameExpression else { return false }
    if expression.parent?.as(MemberAccessExprSyntax.self)?.base?.id == expression.id {
      return true
    }
    guard
      let call = expression.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(
        FunctionCallExprSyntax.self),
      let callee = calleeName(of: call)
    else { return false }
    return genericPublisherConsumers.contains(callee)
  }

  /// `onReceive` of `view.onReceive(…)`, `merge` of `merge(…)`.
  static func calleeName(of call: FunctionCallExprSyntax) -> String? {
    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  static let genericPublisherConsumers: Set<String> = [
    "onReceive", "combineLatest", "merge", "zip", "CombineLatest", "CombineLatest3",
    "CombineLatest4", "Merge", "Merge3", "Merge4", "Zip", "Zip3", "Zip4",
  ]

  /// Whether the token names a component of a key path (`\Model.$name`, `\.$name`).
  static func isKeyPathComponent(_ token: TokenSyntax) -> Bool {
    token.parent?.parent?.is(KeyPathPropertyComponentSyntax.self) == true
  }

  /// The in-out expression (`&$name`, `&model.$name`) the token's publisher is passed as.
  private static func inOutExpression(passing token: TokenSyntax) -> InOutExprSyntax? {
    guard var node = token.parent?.as(DeclReferenceExprSyntax.self).map(Syntax.init) else {
      return nil
    }
    while let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      node = Syntax(member)
    }
    return node.parent?.as(InOutExprSyntax.self)
  }

  /// The object a publisher passed in-out belongs to.
  private enum AssignedObject {
    /// `$name`, `self.$name`.
    case this
    /// `model.$name`, `self.child.model.$name`: a chain of plain names, which a rewrite may
    /// read twice.
    case other(String)

    init?(of expression: ExprSyntax) {
      guard let member = expression.as(MemberAccessExprSyntax.self) else {
        guard expression.is(DeclReferenceExprSyntax.self) else { return nil }
        self = .this
        return
      }
      guard let base = member.base else { return nil }
      if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        self = .this
        return
      }
      var part = base
      while let access = part.as(MemberAccessExprSyntax.self), let inner = access.base {
        part = inner
      }
      guard part.is(DeclReferenceExprSyntax.self),
        !base.tokens(viewMode: .sourceAccurate).contains(where: {
          [.postfixQuestionMark, .exclamationMark].contains($0.tokenKind)
        })
      else { return nil }
      self = .other(base.trimmedDescription)
    }

    var text: String? {
      if case .other(let text) = self { return text }
      return nil
    }
  }

  /// `publisher.assign(to: &$name)` as a statement of its own, the only way it is written.
  private static func assignCall(around target: InOutExprSyntax) -> FunctionCallExprSyntax? {
    guard let argument = target.parent?.as(LabeledExprSyntax.self),
      argument.label?.text == "to",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      call.arguments.count == 1, call.trailingClosure == nil,
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "assign", callee.base != nil,
      call.parent?.is(CodeBlockItemSyntax.self) == true
    else { return nil }
    return call
  }

  /// The class's new members and the rewritten uses, for every `$property` the unit uses.
  func publisherEdits(_ work: inout Work) {
    let uses = Dictionary(grouping: work.publisherUses, by: \.name)
    guard !uses.isEmpty else { return }
    let memberNames = classMemberNames
    var rewritten: [String] = []
    var assigned: [String] = []
    var retypedFunctions: [String] = []
    var retypedProperties: [String] = []
    let assigning = work.publisherUses.filter { $0.assignment != nil }
    let store = assigning.isEmpty ? nil : subscriptionStore(reachedFrom: assigning, &work)
    for (name, allSites) in uses.sorted(by: { $0.key < $1.key }) {
      guard let variable = work.publishedProperties[name] else { continue }
      let assignments = allSites.filter { $0.assignment != nil }
      if !assignments.isEmpty, let store {
        work.edits += assignments.compactMap { use in
          use.assignment.map { assignment in
            TextEdit(
              path: use.path, range: assignment.range,
              replacement: Self.sink(
                assigning: name, of: assignment.object, storedIn: store,
                separator: assignment.storeSeparator))
          }
        }
        assigned.append("'assign(to: &$\(name))'")
      }
      let sites = allSites.filter { $0.assignment == nil }
      guard !sites.isEmpty else { continue }
      let subject = name + "Subject"
      let publisher = name + "Publisher"
      let exposed = sites.contains { !$0.isInsideClass }
      let declared = location(of: variable)
      if let clash = ([subject] + (exposed ? [publisher] : [])).first(where: memberNames.contains) {
        work.blockers.append(
          "\(declared) publishes '$\(name)', and the class has a member '\(clash)' already, the name its subject would take"
        )
        continue
      }
      // The subject infers a type left unwritten; a member outside the class must spell it.
      let binding = variable.bindings.first
      let type = binding.flatMap(publishedType(of:))
      guard let binding, variable.bindings.count == 1, type != nil || !exposed else {
        work.blockers.append(
          "\(declared) publishes '$\(name)', which code outside the class uses, but does not write its type, which the publisher standing in for it there needs: write the type ('var \(name): T = …')"
        )
        continue
      }
      guard
        let observer = willSetObserver(
          sending: subject, for: name, on: binding, at: declared, &work)
      else {
        continue
      }
      let indent = source.indentation(
        ofLineAt: variable.positionAfterSkippingLeadingTrivia.utf8Offset)
      let lineEnding = source.file.lineEnding
      let unit = source.indentationUnit(inside: indent)
      var members = [
        GeneratedCodeLayout.fitted(
          "@ObservationIgnored private lazy var \(subject) =",
          "CurrentValueSubject<\(type ?? "_"), Never>(\(name))", "",
          indent: indent, unit: unit, lineEnding: lineEnding)
      ]
      if exposed {
        members.append(
          GeneratedCodeLayout.fitted(
            "\(variable.readAccess)var \(publisher): AnyPublisher<\(type ?? "_"), Never> {",
            "\(subject).eraseToAnyPublisher()", " }",
            indent: indent, unit: unit, lineEnding: lineEnding))
      }
      // After a comment that ends the property's line, which stays on it.
      let lineEnd = source.endOfLine(after: variable.endPositionBeforeTrailingTrivia.utf8Offset)
      work.edits += observer.edits
      work.edits.append(
        TextEdit(
          path: source.path, range: lineEnd..<lineEnd,
          replacement: observer.closing + members.map { lineEnding + indent + $0 }.joined()))
      work.edits += sites.map {
        TextEdit(
          path: $0.path, range: $0.range, replacement: $0.isInsideClass ? subject : publisher)
      }
      // Several uses (and properties) may reach one parameter.
      for site in sites {
        work.edits += site.retypedParameters.edits.filter { !work.edits.contains($0) }
        retypedFunctions += site.retypedParameters.functions.filter {
          !retypedFunctions.contains($0)
        }
        retypedProperties += site.retypedParameters.properties.filter {
          !retypedProperties.contains($0)
        }
      }
      rewritten.append("'$\(name)'")
    }
    var hazards: [String] = []
    if !rewritten.isEmpty {
      hazards.append(
        (rewritten.count == 1
          ? "\(rewritten[0]) becomes a 'CurrentValueSubject' that the property sends its new value"
          : "\(rewritten.listedInProse) become 'CurrentValueSubject's that the properties send their new values")
          + " to in 'willSet', as '@Published' did ('AnyPublisher' outside the class); check code that names a publisher's type or depends on when it fires against SwiftUI's updates"
      )
    }
    if !retypedFunctions.isEmpty {
      hazards.append(
        "\(retypedFunctions.listedInProse) \(retypedFunctions.count == 1 ? "takes" : "take") 'some Publisher<T, Never>' instead of 'Published<T>.Publisher', which a caller naming the function without calling it must then specialise"
      )
    }
    if !retypedProperties.isEmpty {
      hazards.append(
        "\(retypedProperties.listedInProse) \(retypedProperties.count == 1 ? "becomes" : "become") 'AnyPublisher<T, Never>' instead of 'Published<T>.Publisher', a getter erasing the publisher it returns"
      )
    }
    if let store, !assigned.isEmpty {
      hazards.append(
        "\(assigned.listedInProse) \(assigned.count == 1 ? "becomes a 'sink'" : "become 'sink's") kept in '\(store)', which ends with the object as before unless code empties '\(store)'"
      )
      // The closure is isolated to the class's actor, which Swift 6 checks when it runs;
      // `assign` set the property from any thread without a check.
      if classDecl.attributes.attribute(named: ["MainActor"]) != nil {
        hazards.append(
          "in the Swift 6 language mode, \(assigned.count == 1 ? "its closure stops" : "their closures stop") the app if the publisher delivers off the main thread, which 'assign' did not check: deliver on it ('receive(on: DispatchQueue.main)') if it may not"
        )
      }
    }
    guard !hazards.isEmpty else { return }
    work.addsSubjects = true
    work.isUnsafe = true
    work.notes.append("unsafe: " + hazards.joined(separator: "; "))
  }

  /// `.sink { … }.store(in: …)` setting `name` of `object` (nil for this one) as
  /// `assign(to:)` did; another object is captured weakly under its last name.
  private static func sink(
    assigning name: String, of object: String?, storedIn store: String, separator: String
  ) -> String {
    guard let object else {
      return ".sink { [weak self] in self?.\(name) = $0 }" + separator + ".store(in: &\(store))"
    }
    let last = object.split(separator: ".").last.map { $0.drop { $0 == "_" } } ?? ""
    let local = last.isEmpty ? "object" : String(last)
    let capture = local == object ? local : "\(local) = \(object)"
    return ".sink { [weak \(capture)] in \(local)?.\(name) = $0 }" + separator
      + ".store(in: &\(object).\(store))"
  }

  /// The class's `Set<AnyCancellable>` (or array) property that every assignment in `uses`
  /// can reach, one it inherits from a scanned superclass, or a new `cancellables` one declared
  /// at the top of the class (`private` unless code outside the class assigns); nil, with a
  /// blocker, when that name is taken here or in a superclass, or an assignment cannot reach
  /// the store the class has.
  private func subscriptionStore(reachedFrom uses: [PublisherUse], _ work: inout Work) -> String? {
    // The first use that cannot reach `variable`, declared in the file at `path`: `private`
    // is seen only inside the class's own declaration (and its extensions in its file), never
    // in a subclass, `fileprivate` in its file.
    let unreachedUse = {
      (variable: VariableDeclSyntax, path: String, isOwn: Bool) -> PublisherUse? in
      let isPrivate = variable.modifiers.contains { $0.name.tokenKind == .keyword(.private) }
      let isFilePrivate = variable.modifiers.contains {
        $0.name.tokenKind == .keyword(.fileprivate)
      }
      return uses.first { use in
        (isPrivate && !(isOwn && use.isInsideClass)) || (isFilePrivate && use.path != path)
      }
    }
    if let own = Self.subscriptionStore(among: classDecl.memberBlock.flattenedDecls) {
      guard let use = unreachedUse(own, source.path, true) else { return own.singleBindingName }
      work.blockers.append(
        "\(location(of: own)) keeps the class's subscriptions in '\(own.singleBindingName ?? "")', which 'assign(to: &$\(use.name))' at \(location(use.path, use.range.lowerBound)) cannot reach: make it internal, then run the fix again"
      )
      return nil
    }
    let inherited = superclassMembers()
    if let store = Self.subscriptionStore(
      among: inherited.filter { member in
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
        return unreachedUse(variable, member.path, false) == nil
      }.map(\.decl))
    {
      return store.singleBindingName
    }
    let inheritedNames = Set(
      inherited.compactMap { $0.decl.as(VariableDeclSyntax.self)?.singleBindingName })
    guard !classMemberNames.contains("cancellables"), !inheritedNames.contains("cancellables")
    else {
      work.blockers.append(
        "\(location(of: classDecl.name)) assigns a publisher into a '@Published' property, and its member 'cancellables', the name a set of subscriptions would take, is not one"
      )
      return nil
    }
    let brace = classDecl.memberBlock.leftBrace
    let classIndent = source.indentation(
      ofLineAt: classDecl.positionAfterSkippingLeadingTrivia.utf8Offset)
    let indent =
      classDecl.memberBlock.members.first.map {
        source.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
      } ?? classIndent + source.indentationUnit(inside: classIndent)
    let offset = source.endOfLine(after: brace.endPositionBeforeTrailingTrivia.utf8Offset)
    let homeModules = Set(index.modules(of: source.path))
    if let foreign = uses.first(where: { homeModules.isDisjoint(with: index.modules(of: $0.path)) })
    {
      work.blockers.append(
        "\(foreign.path), in another module, sets '$\(foreign.name)' with 'assign(to:)', and the subscriptions a new store keeps there would have to be public API; migrate it by hand"
      )
      return nil
    }
    let access = uses.allSatisfy(\.isInsideClass) ? "private " : ""
    work.edits.append(
      TextEdit(
        path: source.path, range: offset..<offset,
        replacement: source.file.lineEnding + indent
          + "@ObservationIgnored \(access)var cancellables = Set<AnyCancellable>()"))
    return "cancellables"
  }

  /// The first stored `var` among `decls` holding a `Set<AnyCancellable>` or an array of them.
  private static func subscriptionStore(among decls: [DeclSyntax]) -> VariableDeclSyntax? {
    let stores: Set<String> = ["Set<AnyCancellable>", "[AnyCancellable]"]
    for decl in decls {
      guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic,
        variable.bindingSpecifier.tokenKind == .keyword(.var), variable.singleBindingName != nil,
        let binding = variable.bindings.first
      else { continue }
      let written = binding.typeAnnotation?.type.trimmedDescription
      let value = binding.initializer?.value.trimmedDescription
      if written.map(stores.contains) == true
        || value.map({ stores.contains(String($0.dropLast(2))) && $0.hasSuffix("()") }) == true
      {
        return variable
      }
    }
    return nil
  }

  /// The member declarations of the class's superclasses the sources declare, with their
  /// extensions', and the file of each.
  private func superclassMembers() -> [(decl: DeclSyntax, path: String)] {
    let superclass = { (type: TypeSummary) in
      type.inheritedTypes.first.map { index.inheritedDeclarations(of: type, named: $0) }?
        .filter { $0.kind == .class } ?? []
    }
    let parts = declaration.flatMap { typeParts(from: superclass($0), following: superclass) }
    return (parts ?? []).flatMap { part in
      part.decl.memberBlock.flattenedDecls.map { ($0, part.path) }
    }
  }

  /// `willSet { subject.send(newValue) }`, added to the property's observers: before its
  /// `didSet`, or in a new block opened after the property and closed at the end of its line
  /// (`closing`). A `willSet` of its own starts with `defer { subject.send(newValue) }`
  /// instead (an empty one just sends), so the value goes out after its code, on every path,
  /// as `@Published` sent it after the observer ran. Nil, with a blocker, when it has other
  /// accessors.
  private func willSetObserver(
    sending subject: String, for name: String, on binding: PatternBindingSyntax,
    at declared: String,
    _ work: inout Work
  ) -> (edits: [TextEdit], closing: String)? {
    let observer = "willSet { \(subject).send(newValue) }"
    let lineEnding = source.file.lineEnding
    guard let block = binding.accessorBlock else {
      let indent = source.indentation(
        ofLineAt: binding.positionAfterSkippingLeadingTrivia.utf8Offset)
      let unit = source.indentationUnit(inside: indent)
      return (
        [source.insert(" {", after: binding)],
        lineEnding + indent + unit + observer + lineEnding + indent + "}"
      )
    }
    let observers: [Keyword] = [.willSet, .didSet]
    guard case .accessors(let accessors) = block.accessors, let first = accessors.first,
      accessors.allSatisfy({ accessor in
        observers.contains { accessor.accessorSpecifier.tokenKind == .keyword($0) }
      })
    else {
      work.blockers.append(
        "\(declared) publishes '$\(name)' and has accessors of its own, which the rewrite does not extend: send the new value to a subject in a 'willSet' by hand"
      )
      return nil
    }
    guard
      let willSet = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.willSet) }
      ),
      let body = willSet.body
    else {
      return (
        [source.insert(observer + (source.lineBreak(before: first) ?? " "), before: first)], ""
      )
    }
    let send = "\(subject).send(\(willSet.parameters?.name.text ?? "newValue"))"
    guard let statement = body.statements.first else {
      let closing = body.rightBrace.leadingTrivia.isEmpty ? " " : ""
      return ([source.insert(" " + send + closing, after: body.leftBrace)], "")
    }
    return (
      [
        source.insert(
          "defer { \(send) }" + (source.lineBreak(before: statement) ?? "; "), before: statement)
      ],
      ""
    )
  }

  /// The property's type as written (an implicitly unwrapped `T!` publishes `T?`), or the type
  /// its initial value plainly has: a literal's, or a construction of a type spelled in full
  /// (`[Post]()`, `Set<Tag>()`) or declared in the scan without generic parameters. Nil when
  /// neither says it: the subject can still infer it, a member outside the class cannot.
  /// A type written over several lines (`[\n    UUID: Set<ItemID>\n]`) on one: its tokens with
  /// a space where one stood between words, around `->`, and after a `,`, `:` or `&`.
  static func oneLine(_ type: TypeSyntax) -> String {
    var text = ""
    var previous: TokenSyntax?
    for token in type.tokens(viewMode: .sourceAccurate) {
      if let previous, !previous.trailingTrivia.isEmpty || !token.leadingTrivia.isEmpty,
        [",", ":", "&", "->"].contains(previous.text) || ["&", "->"].contains(token.text)
          || (previous.text.last.map(Self.isWordCharacter) == true
            && token.text.first.map(Self.isWordCharacter) == true)
      {
        text += " "
      }
      text += token.text
      previous = token
    }
    return text
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  func publishedType(of binding: PatternBindingSyntax) -> String? {
    if let written = binding.typeAnnotation?.type {
      let type = written.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? written
      let text =
        type.trimmedDescription.contains("\n") ? Self.oneLine(type) : type.trimmedDescription
      return written.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) ? text + "?" : text
    }
    guard let value = binding.initializer?.value else { return nil }
    if let literal = Self.literalType(of: value) { return literal }
    // `["🦒", "🦮"]`: an array of one kind of literal.
    if let elements = value.as(ArrayExprSyntax.self)?.elements, !elements.isEmpty,
      let element = elements.first.flatMap({ Self.literalType(of: $0.expression) }),
      elements.allSatisfy({ Self.literalType(of: $0.expression) == element })
    {
      return "[\(element)]"
    }
    // `CGPoint.zero`, `Date.now`, `Color.red`: a framework value type's own constants.
    if let member = value.as(MemberAccessExprSyntax.self), let base = member.base,
      let typeName = Self.typeReference(base), index.declarations(named: typeName).isEmpty,
      Self.selfTypedStaticMembers[typeName]?.contains(member.declName.baseName.text) == true
    {
      return typeName
    }
    // `Tab.dashboard`, `Joke.starter`: a case, or a static property of its own type.
    if let member = value.as(MemberAccessExprSyntax.self), let base = member.base,
      let typeName = Self.typeReference(base),
      let last = typeName.split(separator: ".").last.map(String.init),
      isNonGenericType(last, writtenAt: base),
      case .type(let type) = staticMemberType(
        of: last, named: member.declName.baseName.text, seenFrom: source.path,
        qualifiedAs: typeName, writtenAt: Syntax(base)),
      type == last
    {
      return typeName
    }
    guard let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression else { return nil }
    if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self)
      || callee.is(GenericSpecializationExprSyntax.self)
    {
      let text = callee.trimmedDescription
      return text.contains("\n") ? nil : text
    }
    guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name.first?.isUppercase == true, isNonGenericType(name)
    else { return nil }
    return name
  }

  private static func literalType(of value: ExprSyntax) -> String? {
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    return nil
  }

  /// `Tab` or `Settings.Tab` written as the base of a member access: a type's name.
  static func typeReference(_ base: ExprSyntax) -> String? {
    if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
      return name.first?.isUppercase == true ? name : nil
    }
    guard let access = base.as(MemberAccessExprSyntax.self), let outer = access.base,
      let prefix = typeReference(outer), access.declName.baseName.text.first?.isUppercase == true
    else { return nil }
    return prefix + "." + access.declName.baseName.text
  }

  /// Whether every type the scan declares under `name` has no generic parameters, so the bare
  /// name is a whole type; Foundation's and SwiftUI's common value types are.
  private func isNonGenericType(_ name: String, writtenAt node: ExprSyntax? = nil) -> Bool {
    if Self.plainValueTypes.contains(name) { return true }
    let declarations =
      node.map { context.declarations(meantBy: name, at: $0, inFileAt: source.path) }
      ?? index.declarations(named: name)
    return !declarations.isEmpty
      && declarations.allSatisfy { summary in
        guard let file = context.source(at: summary.path),
          let decl = DeclarationLocator.decl(at: summary.offset, in: file.tree),
          let generic = decl.asProtocol(WithGenericParametersSyntax.self)
        else { return false }
        return generic.genericParameterClause == nil
      }
  }

  private static let plainValueTypes: Set<String> = [
    "Date", "UUID", "URL", "Data", "Decimal", "Locale", "TimeZone", "DateComponents", "Color",
    "Font", "CGFloat", "CGPoint", "CGSize", "CGRect", "EdgeInsets",
  ]

  /// Static properties of framework value types that hold a value of the type itself.
  private static let selfTypedStaticMembers: [String: Set<String>] = {
    let geometry: Set<String> = ["zero"]
    let colors: Set<String> = [
      "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint",
      "orange", "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow",
    ]
    let fonts: Set<String> = [
      "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
      "footnote", "caption", "caption2",
    ]
    return [
      "CGPoint": geometry, "CGSize": geometry, "CGRect": geometry.union(["null", "infinite"]),
      "CGFloat": geometry.union(["pi", "infinity"]), "Decimal": geometry,
      "Date": ["now", "distantPast", "distantFuture"],
      "Locale": ["current", "autoupdatingCurrent"],
      "TimeZone": ["current", "autoupdatingCurrent", "gmt"], "Color": colors, "Font": fonts,
    ]
  }()
}
