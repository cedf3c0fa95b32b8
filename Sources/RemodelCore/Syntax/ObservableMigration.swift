import SwiftSyntax

/// Moves one `ObservableObject` class to the Observation framework together with every file in
/// the scanned sources that holds, observes, injects or binds it: the class gets `@Observable`,
/// its owners `@State`, its observers a plain `var` or `@Bindable`, its environment readers
/// `@Environment(T.self)` and its injections `.environment(_:)`, all as one fix. Anything that
/// depends on `ObservableObject` itself (its publisher, `$property` publishers, KVO, generic
/// constraints, observable superclasses or subclasses) blocks the class, and every place is
/// reported.
struct ObservableMigration {
  let classDecl: ClassDeclSyntax
  let source: ParsedSource
  let context: RuleContext

  /// The outcome, and what the finding should say even when the fix applies.
  struct Plan {
    let outcome: MigrationOutcome
    /// Properties kept out of observation with `@ObservationIgnored`, and the `@State`
    /// construction hazard where it applies.
    let notes: [String]
  }

  /// The lowest versions that ship the Observation framework.
  static let minimumTargets: [DeploymentTarget.Platform: [Int]] = [
    .iOS: [17, 0], .macOS: [14, 0], .tvOS: [17, 0], .watchOS: [10, 0], .visionOS: [1, 0],
  ]

  private var index: ProjectIndex { context.index }
  private var className: String { classDecl.name.text }

  func plan() -> Plan {
    var work = Work()
    let outcome = MigrationOutcome.of { () throws(MigrationRefusal) -> Fix in
      try makeFix(&work)
    }
    return Plan(outcome: outcome, notes: work.notes)
  }

  /// What the migration gathers on its way: edits, blockers (all of them, to report every
  /// place at once) and notes for the finding.
  private struct Work {
    var edits: [TextEdit] = []
    var blockers: [String] = []
    var notes: [String] = []
  }

  private func makeFix(_ work: inout Work) throws(MigrationRefusal) -> Fix {
    checkConformance(&work)
    let published = classEdits(&work)
    let mentioning = Set(index.filesMentioning(className)).union([source.path])
    for path in unitPaths(published: published, mentioning: mentioning) {
      guard let file = context.source(at: path) else { continue }
      let mentionsClass = mentioning.contains(path)
      let injections = scanUses(
        in: file, published: published, mentionsClass: mentionsClass, &work)
      rewriteHolders(in: file, injections: injections, mentionsClass: mentionsClass, &work)
    }
    for path in context.unparsedFiles(mentioning: className) {
      work.blockers.append("\(path) does not parse and mentions '\(className)'")
    }
    checkDeploymentTargets(of: Set(work.edits.map(\.path)).union([source.path]), &work)
    guard work.blockers.isEmpty else {
      throw .reason(work.blockers.joined(separator: "; "))
    }
    return Fix(edits: work.edits)
  }

  /// Files that may declare, hold, inject or bind the class, or use what it has as an
  /// `ObservableObject` through a value whose type they never name (`app.settings.$theme`).
  private func unitPaths(published: Set<String>, mentioning: Set<String>) -> [String] {
    let members = ["environmentObject", "objectWillChange"] + published.map { "$" + $0 }
    return mentioning.union(members.flatMap { index.filesReadingMember($0, excluding: "") })
      .sorted()
  }

  // MARK: Blockers of the class itself

  /// Every file the fix edits must be built for systems that have the Observation framework.
  private func checkDeploymentTargets(of paths: Set<String>, _ work: inout Work) {
    var reported: Set<String> = []
    for path in paths.sorted() {
      guard let target = context.project.deploymentTarget(for: path),
        !reported.contains(target.origin)
      else { continue }
      reported.insert(target.origin)
      let below = target.platforms(below: Self.minimumTargets)
      guard !below.isEmpty else { continue }
      work.blockers.append(
        "the deployment target (\(below.joined(separator: ", ")) in \(target.origin)) is older "
          + "than iOS 17, macOS 14, tvOS 17 and watchOS 10, which '@Observable' needs (pass "
          + "'--assume-deployment-target' if the app already requires them)")
    }
  }

  private func checkConformance(_ work: inout Work) {
    let declarations = index.declarations(named: className)
    if declarations.count > 1 {
      work.blockers.append(
        "several types are named '\(className)' (\(declarations.map { location($0.path, $0.offset) }.joined(separator: ", "))), so its uses cannot be told apart"
      )
    }
    for inherited in classDecl.inheritanceClause?.inheritedTypes ?? [] {
      guard let name = inherited.type.nominalName, name != "ObservableObject" else { continue }
      for parent in index.declarations(named: name) {
        let at = location(parent.path, parent.offset)
        if parent.kind == .protocol, refinesObservableObject(parent) {
          work.blockers.append(
            "it adopts '\(name)' (\(at)), a protocol refining 'ObservableObject'")
        } else if parent.kind == .class,
          index.isObservableObjectClass(name) == true || index.isObservable(name) == true
        {
          work.blockers.append("its superclass '\(name)' (\(at)) is observable too")
        }
      }
    }
    for subclass in index.subclasses(of: className) {
      for declaration in index.declarations(named: subclass) {
        work.blockers.append(
          "'\(subclass)' (\(location(declaration.path, declaration.offset))) subclasses it and inherits its 'ObservableObject' conformance"
        )
      }
    }
    for declaration in declarations {
      for conformance in index.extensions(of: declaration)
      where conformance.inheritedTypes.contains("ObservableObject") {
        work.blockers.append(
          "\(location(conformance.path, conformance.offset)) declares the conformance in an extension"
        )
      }
    }
    if directConformance == nil, work.blockers.isEmpty {
      work.blockers.append("it does not declare 'ObservableObject' itself")
    }
    checkCodable(&work)
    let isPublic = classDecl.modifiers.contains {
      [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind)
    }
    if isPublic, let manifest = context.project.libraryManifest(for: source.path) {
      work.blockers.append(
        "it is public in a library (\(manifest) declares a library product), whose clients outside the scanned sources may use it as an 'ObservableObject'"
      )
    }
  }

  /// `@Observable` renames stored properties to `_name`, so synthesized coding would change the
  /// archived keys; hand-written `init(from:)` and `encode(to:)` keep them.
  private func checkCodable(_ work: inout Work) {
    let coding = ["Codable", "Encodable", "Decodable"]
    guard
      let conformance = classDecl.inheritanceClause?.inheritedTypes.first(where: {
        coding.contains($0.type.nominalName ?? "")
      })
    else { return }
    let members = classDecl.memberBlock.flattenedDecls
    let decodes = members.contains {
      $0.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName
        .text == "from"
    }
    let encodes = members.contains {
      $0.as(FunctionDeclSyntax.self).map { $0.name.text == "encode" } ?? false
    }
    guard !(decodes && encodes) else { return }
    work.blockers.append(
      "it conforms to '\(conformance.type.trimmedDescription)' with synthesized coding, whose keys '@Observable' would rename to '_property' (write 'init(from:)' and 'encode(to:)' first)"
    )
  }

  private var directConformance: InheritedTypeSyntax? {
    classDecl.inheritanceClause?.inheritedTypes.first { $0.type.nominalName == "ObservableObject" }
  }

  private func refinesObservableObject(_ type: TypeSummary, visited: Set<String> = []) -> Bool {
    guard !visited.contains(type.name) else { return false }
    return type.inheritedTypes.contains { name in
      name == "ObservableObject"
        || index.declarations(named: name).contains {
          $0.kind == .protocol && refinesObservableObject($0, visited: visited.union([type.name]))
        }
    }
  }

  // MARK: The class

  /// Edits the class declaration and its stored properties; returns the names of its
  /// `@Published` properties, whose publishers and wrappers other files must not use.
  private func classEdits(_ work: inout Work) -> Set<String> {
    let lineEnding = source.file.lineEnding
    let indent = source.indentation(
      ofLineAt: classDecl.positionAfterSkippingLeadingTrivia.utf8Offset)
    if let conformance = directConformance, let clause = classDecl.inheritanceClause {
      if clause.inheritedTypes.count == 1 {
        let start =
          clause.colon.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia
          ?? clause.positionAfterSkippingLeadingTrivia
        work.edits.append(
          TextEdit(
            path: source.path,
            range: start.utf8Offset..<clause.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: ""))
      } else {
        work.edits.append(
          TextEdit(
            path: source.path, range: conformance.rangeRemovingFromList(in: clause.inheritedTypes),
            replacement: ""))
      }
    }
    if let last = classDecl.attributes.last {
      let gap =
        last.trailingTrivia.pieces
        + (last.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.pieces ?? [])
      let onOwnLine = gap.contains { $0.isNewline }
      work.edits.append(
        source.insert(onOwnLine ? lineEnding + indent + "@Observable" : " @Observable", after: last)
      )
    } else {
      work.edits.append(source.insert("@Observable" + lineEnding + indent, before: classDecl))
    }
    work.edits += importEdits()

    var published: Set<String> = []
    var ignored: [String] = []
    let memberNames = Set(
      classDecl.memberBlock.flattenedDecls.flatMap { decl -> [String] in
        if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
        return decl.as(VariableDeclSyntax.self)?.bindings.compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        } ?? []
      })
    for decl in classDecl.memberBlock.flattenedDecls {
      guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
      let names = variable.bindings.compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
      let attributes = variable.attributes.flattenedAttributes
      if attributes.contains(where: { $0.simpleName == "ObservationIgnored" }) { continue }
      let isTrackedVar =
        variable.bindingSpecifier.tokenKind == .keyword(.var)
        && variable.bindings.allSatisfy(\.isStored)
        && !attributes.contains(where: isPropertyWrapper)
        && !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
      if isTrackedVar, let clash = names.first(where: { memberNames.contains("_" + $0) }) {
        work.blockers.append(
          "\(location(of: variable)) has a member '_\(clash)' already, the name '@Observable' gives the storage of '\(clash)'"
        )
        continue
      }
      if isTrackedVar, variable.bindings.count > 1 || names.count != variable.bindings.count {
        work.blockers.append(
          "\(location(of: variable)) declares several properties in one 'var', which '@Observable' cannot track: split it"
        )
        continue
      }
      if names.contains("objectWillChange") {
        work.blockers.append(
          "\(location(of: variable)) declares its own 'objectWillChange' publisher")
        continue
      }
      if let publishedAttribute = attributes.first(where: { $0.simpleName == "Published" }) {
        published.formUnion(names)
        work.edits.append(source.removal(ofAttribute: publishedAttribute))
        continue
      }
      let isDynamic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) }
      if isDynamic, attributes.contains(where: { $0.simpleName == "objc" }) {
        work.blockers.append(
          "\(location(of: variable)) declares \(quoted) '@objc dynamic' for key-value observing")
        continue
      }
      if let wrapper = attributes.first(where: isPropertyWrapper) {
        work.edits.append(source.insert("@ObservationIgnored ", before: variable))
        ignored.append("\(quoted) ('@\(wrapper.simpleName)')")
        continue
      }
      guard variable.bindingSpecifier.tokenKind == .keyword(.var),
        variable.bindings.allSatisfy(\.isStored)
      else { continue }
      if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) {
        let readers = names.flatMap { index.filesReadingMember($0, excluding: source.path) }
        if let reader = readers.first {
          work.blockers.append(
            "\(location(of: variable)) declares 'lazy var' \(quoted), which \(reader) reads, but '@Observable' cannot track a lazy property: make it computed or stored by hand"
          )
        } else {
          work.edits.append(source.insert("@ObservationIgnored ", before: variable))
          ignored.append("\(quoted) ('lazy')")
        }
        continue
      }
      if variable.bindings.allSatisfy(isUnobservedBookkeeping) {
        work.edits.append(source.insert("@ObservationIgnored ", before: variable))
        ignored.append(quoted)
      }
    }
    if !ignored.isEmpty {
      work.notes.append(
        "'@ObservationIgnored' keeps \(ignored.joined(separator: ", ")) unobserved, as before")
    }
    return published
  }

  /// An attribute on a stored property that is a property wrapper (`@AppStorage`, `@Injected`):
  /// capitalised, and not a global actor.
  private func isPropertyWrapper(_ attribute: AttributeSyntax) -> Bool {
    let name = attribute.simpleName
    guard name.startsWithUppercase,
      !["Published", "MainActor", "ObservationIgnored"].contains(name)
    else { return false }
    return !index.declarations(named: name).contains { $0.attributes.contains("globalActor") }
  }

  /// Cancellables and tasks: state no view reads, which `@Published` never covered.
  private func isUnobservedBookkeeping(_ binding: PatternBindingSyntax) -> Bool {
    let type =
      binding.typeAnnotation?.type.trimmedDescription
      ?? binding.initializer.flatMap {
        Construction($0.value)?.call.calledExpression.trimmedDescription
      } ?? ""
    return type.contains("AnyCancellable") || type.hasPrefix("Task<") || type == "Task"
  }

  /// `import Observation` when the class's file imports neither SwiftUI nor Observation.
  private func importEdits() -> [TextEdit] {
    let imports = source.topLevelImports
    guard !imports.contains(where: { ["SwiftUI", "Observation"].contains($0.module) }) else {
      return []
    }
    let lineEnding = source.file.lineEnding
    let isSorted = imports.map(\.module) == imports.map(\.module).sorted()
    if isSorted, let next = imports.first(where: { $0.module > "Observation" }) {
      return [source.insert("import Observation" + lineEnding, before: next.decl)]
    }
    if let last = imports.last {
      return [source.insert(lineEnding + "import Observation", after: last.decl)]
    }
    guard let first = source.tree.statements.first else { return [] }
    return [source.insert("import Observation" + lineEnding + lineEnding, before: first)]
  }

  // MARK: Uses that depend on ObservableObject

  /// Blocks the class for each use of its `objectWillChange`, a `$property` publisher or a
  /// `_property` wrapper, KVO, and `ObservableObject` named as a constraint or existential.
  /// In a file that never names the class, only uses resolved to it count.
  /// One pass over the file's tokens, which also returns its `.environmentObject(x)` calls.
  private func scanUses(
    in file: ParsedSource, published: Set<String>, mentionsClass: Bool, _ work: inout Work
  ) -> [FunctionCallExprSyntax] {
    let generics = mentionsClass ? index.observableObjectGenerics : [:]
    let refersToClass = { (token: TokenSyntax) in
      self.refersToClass(token, in: file, allowingUnknown: mentionsClass)
    }
    let keyValueObservable = mayUseKeyValueObserving
    // Walking tokens is what costs; most files contain none of the words that matter.
    let words =
      ["environmentObject", "objectWillChange", "ObservableObject"]
      + published.flatMap { ["$" + $0, "_" + $0] } + generics.keys
      + (keyValueObservable ? ["observe", "publisher"] : [])
    let text = file.file.text
    guard words.contains(where: { text.contains($0) }) else { return [] }
    var injections: [FunctionCallExprSyntax] = []
    for token in file.tree.tokens(viewMode: .sourceAccurate) {
      let text = token.text
      if text == "environmentObject" {
        injections += environmentObjectCall(token).map { [$0] } ?? []
      } else if let declaringFile = generics[text], isUseOfGeneric(token) {
        work.blockers.append(
          "\(location(of: token, in: file)) uses '\(text)' (\(declaringFile)), which takes only 'ObservableObject' values"
        )
      } else if text == "objectWillChange", refersToClass(token) {
        work.blockers.append("\(location(of: token, in: file)) uses 'objectWillChange'")
      } else if text.hasPrefix("$"), published.contains(String(text.dropFirst())),
        refersToClass(token)
      {
        work.blockers.append(
          "\(location(of: token, in: file)) uses the publisher '\(expressionText(token))'")
      } else if text.hasPrefix("_"), published.contains(String(text.dropFirst())),
        refersToClass(token)
      {
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
        isKeyValueObservation(token, allowingUnknown: mentionsClass)
      {
        work.blockers.append(
          "\(location(of: token, in: file)) observes it with key-value observing")
      }
    }
    return injections
  }

  /// Whether the class may have an `NSObject` superclass, the only kind key-value observing
  /// works on: a superclass comes first in the inheritance clause.
  private var mayUseKeyValueObserving: Bool {
    guard let first = classDecl.inheritanceClause?.inheritedTypes.first?.type.nominalName,
      first != "ObservableObject", !Self.commonProtocols.contains(first)
    else { return false }
    return !index.declarations(named: first).contains { $0.kind == .protocol }
  }

  private static let commonProtocols: Set<String> = [
    "Identifiable", "Hashable", "Equatable", "Sendable", "Codable", "Encodable", "Decodable",
    "CustomStringConvertible", "Comparable", "ObservableObject",
  ]

  /// A call or type use of a generic name, not its declaration.
  private func isUseOfGeneric(_ token: TokenSyntax) -> Bool {
    token.parent?.is(DeclReferenceExprSyntax.self) == true
      || token.parent?.is(IdentifierTypeSyntax.self) == true
  }

  /// Whether a use of a member named by `token` may be this class's: a bare name inside the
  /// class or its extensions, or a member of a value declared as the class or of unknown type.
  private func refersToClass(_ token: TokenSyntax, in file: ParsedSource, allowingUnknown: Bool)
    -> Bool
  {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id
    {
      guard let base = member.base else { return false }
      let owner = DeclaredTypeResolver.resolve(base, index: index)
      return owner == .type(className) || (allowingUnknown && owner == .unknown)
    }
    return DeclaredTypeResolver.enclosingTypeName(of: Syntax(reference)) == className
  }

  /// `base.observe(\.x, …)` or `base.publisher(for: \.x)` on the class or an unknown value.
  private func isKeyValueObservation(_ token: TokenSyntax, allowingUnknown: Bool) -> Bool {
    guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id,
      call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true
    else { return false }
    guard let base = member.base else {
      return DeclaredTypeResolver.enclosingTypeName(of: Syntax(member)) == className
    }
    let owner = DeclaredTypeResolver.resolve(base, index: index)
    return owner == .type(className) || (allowingUnknown && owner == .unknown)
  }

  private func isInInheritanceClause(_ token: TokenSyntax) -> Bool {
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

  // MARK: Owners, observers, environment readers and injections

  private func rewriteHolders(
    in file: ParsedSource, injections: [FunctionCallExprSyntax], mentionsClass: Bool,
    _ work: inout Work
  ) {
    if mentionsClass {
      for property in WrappedProperty.all(
        ["StateObject", "ObservedObject", "EnvironmentObject"], in: file.tree)
      {
        switch heldType(property) {
        case .type(let name) where name == className:
          rewrite(property, in: file, &work)
        case .unknown:
          work.blockers.append(
            "\(location(of: property.variable, in: file)) holds '\(property.name)' in '@\(property.wrapperName.text)' without a written type, which may be '\(className)'"
          )
        case .type:
          break
        }
      }
    }
    for call in injections {
      guard let argument = call.arguments.first?.expression else { continue }
      switch valueType(argument) {
      case .type(let name) where name == className:
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
          work.edits.append(file.replace(member.declName.baseName, with: "environment"))
        }
      case .unknown where mentionsClass:
        work.blockers.append(
          "\(location(of: call, in: file)) injects '\(argument.trimmedDescription)', whose type is not written and may be '\(className)'"
        )
      default:
        break
      }
    }
  }

  private func heldType(_ property: WrappedProperty) -> DeclaredTypeResolver.Resolution {
    if let type = property.binding.typeAnnotation?.type.nominalName { return .type(type) }
    guard let value = property.binding.initializer?.value else { return .unknown }
    return valueType(value)
  }

  /// The type of an injected or held value: a construction, a declared name or chain, or a
  /// static property such as `Session.shared` whose declaration says its type.
  private func valueType(_ value: ExprSyntax) -> DeclaredTypeResolver.Resolution {
    if let construction = Construction(value) {
      return .type(String(construction.typeName.split(separator: ".").last ?? ""))
    }
    if let member = value.as(MemberAccessExprSyntax.self),
      let typeName = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      typeName.startsWithUppercase
    {
      return staticPropertyType(of: typeName, named: member.declName.baseName.text)
    }
    let resolved = DeclaredTypeResolver.resolve(value, index: index)
    // `@StateObject private var data = Store.shared` injected as `data`: its initial value says.
    if resolved == .unknown, let reference = value.as(DeclReferenceExprSyntax.self),
      let initial = storedPropertyValue(named: reference.baseName.text, around: reference),
      initial.id != value.id
    {
      return valueType(initial)
    }
    return resolved
  }

  /// The initial value of the stored property `name` of the type enclosing `node`.
  private func storedPropertyValue(named name: String, around node: some SyntaxProtocol)
    -> ExprSyntax?
  {
    guard !DeclaredTypeResolver.isShadowed(name, at: node),
      let members = node.ancestorOrSelf(mapping: {
        $0.asProtocol(DeclGroupSyntax.self)?.memberBlock
      })
    else { return nil }
    return members.flattenedDecls.lazy.compactMap { $0.as(VariableDeclSyntax.self) }
      .first { !$0.isStatic && $0.singleBindingName == name }?.bindings.first?.initializer?.value
  }

  private func staticPropertyType(of typeName: String, named name: String)
    -> DeclaredTypeResolver.Resolution
  {
    let declarations = index.declarations(named: typeName)
    guard declarations.count == 1, let declaration = declarations.first,
      let file = context.source(at: declaration.path),
      let decl = DeclarationLocator.decl(at: declaration.offset, in: file.tree),
      let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock
    else { return .unknown }
    for member in members.flattenedDecls {
      guard let variable = member.as(VariableDeclSyntax.self), variable.isStatic,
        variable.singleBindingName == name, let binding = variable.bindings.first
      else { continue }
      if let type = binding.typeAnnotation?.type.nominalName { return .type(type) }
      if let value = binding.initializer?.value, let construction = Construction(value) {
        let constructed = String(construction.typeName.split(separator: ".").last ?? "")
        return .type(constructed == "Self" ? typeName : constructed)
      }
    }
    return .unknown
  }

  /// The `.environmentObject(x)` call named by `token`, with one unlabelled argument.
  private func environmentObjectCall(_ token: TokenSyntax) -> FunctionCallExprSyntax? {
    guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id, call.arguments.count == 1,
      call.arguments.first?.label == nil
    else { return nil }
    return call
  }

  /// The owner's body and its extensions, wherever they are: a binding or a wrapper use in an
  /// extension decides as much as one in the type.
  private struct MemberScope {
    let file: ParsedSource
    let members: MemberBlockSyntax
    let usage: PropertyUsage
    /// `$model.title`: the projection used as a base, which needs something bindable.
    let bindings: [TokenSyntax]
  }

  private func scopes(of property: WrappedProperty, in file: ParsedSource) -> [MemberScope] {
    let extensions = index.declarations(named: property.owner.name.text).flatMap {
      index.extensions(of: $0)
    }
    let blocks: [(ParsedSource, MemberBlockSyntax)] =
      [(file, property.owner.memberBlock)]
      + extensions.compactMap { summary in
        guard let extensionFile = context.source(at: summary.path),
          let decl = DeclarationLocator.decl(at: summary.offset, in: extensionFile.tree)?
            .as(ExtensionDeclSyntax.self)
        else { return nil }
        return (extensionFile, decl.memberBlock)
      }
    return blocks.map { file, members in
      let bindings = members.tokens(viewMode: .sourceAccurate).filter { token in
        guard token.text == "$" + property.name,
          let reference = token.parent?.as(DeclReferenceExprSyntax.self)
        else { return false }
        return reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id == reference.id
      }
      return MemberScope(
        file: file, members: members, usage: PropertyUsage(of: property.name, in: members),
        bindings: bindings)
    }
  }

  private func rewrite(_ property: WrappedProperty, in file: ParsedSource, _ work: inout Work) {
    let scopes = scopes(of: property, in: file)
    let ownerName = property.owner.name.text
    for scope in scopes {
      for projection in scope.usage.bareProjections {
        work.blockers.append(
          "\(location(of: projection, in: scope.file)) passes '\(projection.text)', whose type changes with the wrapper"
        )
      }
      for read in scope.usage.wrapperReads {
        work.blockers.append(
          "\(location(of: read, in: scope.file)) uses the wrapper '\(read.text)' of '@\(property.wrapperName.text)'"
        )
      }
    }
    let wrapperAssignments = scopes.flatMap { scope in
      scope.usage.initializerAssignments.filter(\.assignsWrapper).map { (scope.file, $0) }
    }
    switch property.wrapperName.text {
    case "StateObject":
      work.edits.append(file.replace(property.wrapperName, with: "State"))
      for (assignmentFile, assignment) in wrapperAssignments {
        guard let call = assignment.value.as(FunctionCallExprSyntax.self),
          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        else { continue }
        work.edits.append(assignmentFile.replace(callee.baseName, with: "State"))
      }
      let creates = property.binding.initializer != nil || !wrapperAssignments.isEmpty
      if creates, let hazard = constructionHazard(ownerName) { work.notes.append(hazard) }
    case "ObservedObject":
      let bindable = scopes.contains { !$0.bindings.isEmpty }
      if bindable {
        work.edits.append(file.replace(property.wrapperName, with: "Bindable"))
      } else if let attribute = property.wrapperName.ancestorOrSelf(mapping: {
        $0.as(AttributeSyntax.self)
      }) {
        work.edits.append(file.removal(ofAttribute: attribute))
      }
      for (assignmentFile, assignment) in wrapperAssignments {
        work.edits += observedAssignmentEdits(assignment, bindable: bindable, in: assignmentFile)
      }
    default:
      work.edits += environmentEdits(property, scopes: scopes, in: file, &work)
    }
  }

  /// `_model = ObservedObject(wrappedValue: model)` becomes `_model = Bindable(wrappedValue:
  /// model)`, or `self.model = model` for a plain property.
  private func observedAssignmentEdits(
    _ assignment: PropertyUsage.Assignment, bindable: Bool, in file: ParsedSource
  ) -> [TextEdit] {
    guard let call = assignment.value.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let argument = call.arguments.first, let label = argument.label
    else { return [] }
    if bindable {
      return [file.replace(callee.baseName, with: "Bindable")]
        + (label.text == "wrappedValue" ? [] : [file.replace(label, with: "wrappedValue")])
    }
    let target = assignment.target
    let hasSelf =
      target.parent?.parent?.as(MemberAccessExprSyntax.self)?.base?.as(
        DeclReferenceExprSyntax.self)?
      .baseName.tokenKind == .keyword(.self)
    let name = String(target.text.dropFirst())
    return [
      file.replace(target, with: hasSelf ? name : "self." + name),
      TextEdit(
        path: file.path,
        range: call.positionAfterSkippingLeadingTrivia
          .utf8Offset..<argument.expression
          .positionAfterSkippingLeadingTrivia.utf8Offset, replacement: ""),
      TextEdit(
        path: file.path,
        range: argument.expression.endPositionBeforeTrailingTrivia
          .utf8Offset..<call
          .endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""),
    ]
  }

  /// `@EnvironmentObject var store: Store` becomes `@Environment(Store.self) private var store`
  /// (an access level already written stays), and each body that binds `$store.x` declares
  /// `@Bindable var store = store` first.
  private func environmentEdits(
    _ property: WrappedProperty, scopes: [MemberScope], in file: ParsedSource,
    _ work: inout Work
  ) -> [TextEdit] {
    guard
      let attribute = property.wrapperName.ancestorOrSelf(mapping: { $0.as(AttributeSyntax.self) }),
      let annotation = property.binding.typeAnnotation
    else { return [] }
    var edits = [
      file.replace(attribute, with: "@Environment(\(annotation.type.trimmedDescription).self)"),
      TextEdit(
        path: file.path,
        range: property.binding.pattern.endPositionBeforeTrailingTrivia
          .utf8Offset..<annotation
          .endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""),
    ]
    let accessLevels: [Keyword] = [.private, .fileprivate, .internal, .package, .public, .open]
    let hasAccess = property.variable.modifiers.contains {
      $0.detail == nil && accessLevels.map { TokenKind.keyword($0) }.contains($0.name.tokenKind)
    }
    // An extension in another file cannot see a private property.
    if !hasAccess, !scopes.contains(where: { $0.file.path != file.path }) {
      edits.append(file.insert("private ", before: property.variable.bindingSpecifier))
    }
    for scope in scopes {
      edits += bindableDeclarations(of: property, bindings: scope.bindings, in: scope.file, &work)
    }
    return edits
  }

  /// `@Bindable var store = store` first in each body that binds `$store.x`.
  private func bindableDeclarations(
    of property: WrappedProperty, bindings: [TokenSyntax], in file: ParsedSource,
    _ work: inout Work
  ) -> [TextEdit] {
    var edits: [TextEdit] = []
    var bodies: [SyntaxIdentifier: (statements: CodeBlockItemListSyntax, isBuilder: Bool)] = [:]
    for token in bindings {
      guard let scope = bindingScope(of: token) else {
        work.blockers.append(
          "\(location(of: token, in: file)) binds '\(token.text)' outside a computed property or function, where '@Bindable var \(property.name) = \(property.name)' cannot be declared"
        )
        continue
      }
      bodies[scope.statements.id] = scope
    }
    for (statements, isBuilder) in bodies.values.sorted(by: {
      $0.statements.position < $1.statements.position
    }) {
      guard let first = statements.first else { continue }
      // A single expression returned implicitly needs its `return` once a declaration precedes it.
      if !isBuilder, statements.count == 1 {
        if let expression = first.item.as(ExprSyntax.self) {
          edits.append(file.insert("return ", before: expression))
        } else if first.item.is(ExpressionStmtSyntax.self) {
          work.blockers.append(
            "\(location(of: first, in: file)) returns an 'if' or 'switch' implicitly where '$\(property.name)' is bound: declare '@Bindable var \(property.name) = \(property.name)' by hand"
          )
          continue
        }
      }
      let offset = first.positionAfterSkippingLeadingTrivia.utf8Offset
      let indent = file.indentation(ofLineAt: offset)
      // On the line after the brace, above any comment that belongs to the first statement.
      guard
        let lineBreak = file.file.content[first.position.utf8Offset..<offset].firstIndex(
          of: UInt8(ascii: "\n"))
      else {
        work.blockers.append(
          "\(location(of: first, in: file)) starts a body on the line of its brace, where '@Bindable var \(property.name) = \(property.name)' cannot be inserted on its own line"
        )
        continue
      }
      edits.append(
        TextEdit(
          path: file.path, range: (lineBreak + 1)..<(lineBreak + 1),
          replacement: indent + "@Bindable var \(property.name) = \(property.name)"
            + file.file.lineEnding))
    }
    return edits
  }

  /// The statements of the computed property or function around `token`, and whether a local
  /// declaration before them needs no `return` (`body`, `@ViewBuilder`, no result).
  private func bindingScope(of token: TokenSyntax)
    -> (statements: CodeBlockItemListSyntax, isBuilder: Bool)?
  {
    var node = token.parent
    while let current = node {
      if let accessor = current.as(AccessorBlockSyntax.self),
        case .getter(let statements) = accessor.accessors,
        let binding = accessor.parent?.as(PatternBindingSyntax.self),
        let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
      {
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        let isBuilder = variable.attributes.attribute(named: ["ViewBuilder"]) != nil
        return (statements, name == "body" || isBuilder)
      }
      if let function = current.as(FunctionDeclSyntax.self) {
        guard let statements = function.body?.statements else { return nil }
        // A function without a result returns nothing implicitly either.
        let isBuilder =
          function.attributes.attribute(named: ["ViewBuilder"]) != nil
          || function.signature.returnClause == nil
        return (statements, isBuilder)
      }
      if current.is(MemberBlockSyntax.self) || current.is(InitializerDeclSyntax.self) {
        return nil
      }
      node = current.parent
    }
    return nil
  }

  /// What the finding says when a view now builds the model with `@State`: its initializer
  /// runs at every view initialisation, so one with work in it should move that work out.
  private func constructionHazard(_ owner: String) -> String? {
    let initializers = classDecl.memberBlock.flattenedDecls.compactMap {
      $0.as(InitializerDeclSyntax.self)
    }
    let doesWork = initializers.contains { initializer in
      initializer.body?.tokens(viewMode: .sourceAccurate).contains { token in
        guard token.parent?.is(DeclReferenceExprSyntax.self) == true,
          let call = token.parent?.parent?.as(FunctionCallExprSyntax.self)
            ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return !call.calledExpression.trimmedDescription.hasPrefix("super.")
      } ?? false
    }
    guard doesWork else { return nil }
    return
      "'@State' in '\(owner)' builds a new '\(className)' each time the view is initialised (only the first is kept), so move the work in '\(className).init' to a task"
  }

  // MARK: Locations

  private func location(_ path: String, _ offset: Int) -> String {
    guard let file = context.source(at: path) else { return path }
    return location(at: offset, in: file)
  }

  private func location(of node: some SyntaxProtocol, in file: ParsedSource? = nil) -> String {
    location(at: node.positionAfterSkippingLeadingTrivia.utf8Offset, in: file ?? source)
  }

  private func location(at offset: Int, in file: ParsedSource) -> String {
    "\(file.path):\(file.locationConverter.location(for: AbsolutePosition(utf8Offset: offset)).line)"
  }

  /// The use as written, on one line (`state.$results` for a chain split over lines).
  private func expressionText(_ token: TokenSyntax) -> String {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return token.text }
    let member = reference.parent?.as(MemberAccessExprSyntax.self)
    let node =
      member.flatMap { $0.declName.id == reference.id ? Syntax($0) : nil } ?? Syntax(reference)
    return node.tokens(viewMode: .sourceAccurate).map(\.text).joined()
  }

  private func enclosingTypeText(_ token: TokenSyntax) -> String {
    var node = Syntax(token)
    while let parent = node.parent,
      parent.is(TypeSyntax.self) || parent.is(GenericParameterSyntax.self)
        || parent.is(ConformanceRequirementSyntax.self)
    {
      node = parent
    }
    return node.trimmedDescription
  }
}

extension InheritedTypeSyntax: CommaSeparatedElement {}

extension ParsedSource {
  /// Deletes an attribute and the spaces or line break after it, so `@Published var x`
  /// becomes `var x` and an attribute on its own line leaves no blank line; a comment after it
  /// stays.
  func removal(ofAttribute attribute: AttributeSyntax) -> TextEdit {
    let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = attribute.endPositionBeforeTrailingTrivia.utf8Offset
    if let next = attribute.nextToken(viewMode: .sourceAccurate) {
      let between = attribute.trailingTrivia.pieces + next.leadingTrivia.pieces
      if between.allSatisfy({ $0.isWhitespace }) {
        end = next.positionAfterSkippingLeadingTrivia.utf8Offset
      }
    }
    return TextEdit(path: path, range: start..<end, replacement: "")
  }
}
