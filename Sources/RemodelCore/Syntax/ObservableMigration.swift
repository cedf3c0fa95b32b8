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
  /// The classes and protocols migrated with this one, when it does not move alone.
  var unit: Unit?

  /// The observable classes of the unit that this one inherits from or that inherit from it,
  /// with it (empty for a class without an observable superclass or subclass).
  var hierarchy: [TypeSummary] {
    guard let unit, let declaration, unit.inheriting.contains(Self.key(of: declaration)) else {
      return []
    }
    return unit.classes.filter { unit.inheriting.contains(Self.key(of: $0)) }
  }

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

  var index: ProjectIndex { context.index }
  var className: String { classDecl.name.text }

  func plan() -> Plan {
    var work = Work()
    let outcome = MigrationOutcome.of { () throws(MigrationRefusal) -> Fix in
      try makeFix(&work)
    }
    return Plan(outcome: outcome, notes: work.notes)
  }

  /// What the migration gathers on its way: edits, blockers (all of them, to report every
  /// place at once) and notes for the finding.
  struct Work {
    var edits: [TextEdit] = []
    var blockers: [String] = []
    var notes: [String] = []
    /// A view now builds a model whose initialization does work at every view initialisation.
    var isUnsafe = false
    /// The class's `@Published` properties, by name, whose `$name` publishers may be rewritten.
    var publishedProperties: [String: VariableDeclSyntax] = [:]
    var publisherUses: [PublisherUse] = []
    /// Where `objectWillChange.send()` is called, and where `objectWillChange` is used otherwise.
    var willChangeSends: [String] = []
    var willChangeSubscriptions: [String] = []
    /// Sends removed because only assignments to tracked properties stand beside them.
    var redundantSends: [String] = []
    /// Sends removed because views can read only tracked values of the class.
    var sendsOfTrackedValues: [String] = []
    /// Computed properties whose setter's send became `withMutation(keyPath:)`.
    var rewrittenSetters: [String] = []
    /// The class gets a `CurrentValueSubject` for a publisher, so its file needs Combine.
    var addsSubjects = false
  }

  func makeFix(_ work: inout Work) throws(MigrationRefusal) -> Fix {
    checkConformance(&work)
    // A subclass reaches its superclasses' `$property` publishers as its own.
    let published = classEdits(&work).union(
      hierarchy.flatMap(\.storedProperties).filter { $0.wrapper == "Published" }.map(\.name))
    // Files naming the class through a file-scope typealias (`typealias VM = FeedViewModel`)
    // hold it too.
    let aliasNames = index.typealiases(naming: className)
      .filter { $0.qualifiedName == $0.name && seesClass($0.path) }.map(\.name)
    let mentioning = Set(
      index.filesMentioning(className).filter { path in
        index.declarations(named: className, seenFrom: path).contains { $0.path == source.path }
      } + aliasNames.flatMap { index.filesMentioning($0) }.filter(seesClass)
    ).union([source.path])
    for path in unitPaths(published: published, mentioning: mentioning) {
      guard let file = context.source(at: path) else { continue }
      let mentionsClass = mentioning.contains(path)
      let injections = scanUses(
        in: file, published: published, mentionsClass: mentionsClass, &work)
      rewriteHolders(in: file, injections: injections, mentionsClass: mentionsClass, &work)
    }
    work.blockers += objectWillChangeBlockers(work)
    if !work.redundantSends.isEmpty {
      work.isUnsafe = true
      work.notes.append(
        "unsafe: the 'objectWillChange.send()' at \(work.redundantSends.listedInProse) \(work.redundantSends.count == 1 ? "goes" : "go"), as only changes to properties '@Observable' tracks (and logging) stand beside \(work.redundantSends.count == 1 ? "it" : "them"); if a caller relied on \(work.redundantSends.count == 1 ? "it" : "them") to announce another change, the views showing that change no longer update"
      )
    }
    if !work.sendsOfTrackedValues.isEmpty {
      work.isUnsafe = true
      let one = work.sendsOfTrackedValues.count == 1
      work.notes.append(
        "unsafe: the 'objectWillChange.send()' at \(work.sendsOfTrackedValues.listedInProse) \(one ? "goes" : "go"), as views can read nothing of '\(className)' but values in stored properties '@Observable' tracks; a view that relied on \(one ? "it" : "them") to redraw what it reads elsewhere (a singleton, the user defaults) no longer updates"
      )
    }
    if !work.rewrittenSetters.isEmpty {
      work.isUnsafe = true
      let names = work.rewrittenSetters.map { "'\($0)'" }.listedInProse
      let one = work.rewrittenSetters.count == 1
      work.notes.append(
        "unsafe: "
          + (one
            ? "the setter of \(names) announces its change with 'withMutation(keyPath:)' instead of 'objectWillChange.send()' and its getter reports its reads with 'access(keyPath:)', so views reading it update as before"
            : "the setters of \(names) announce their changes with 'withMutation(keyPath:)' instead of 'objectWillChange.send()' and their getters report their reads with 'access(keyPath:)', so views reading them update as before")
          + "; a view reading another property that such a setter changes underneath (the same stored setting through another getter) no longer does"
      )
    }
    publisherEdits(&work)
    if !isObservableAlready { work.edits += importEdits(alsoCombine: work.addsSubjects) }
    for unparsed in context.unparsedFiles(mentioning: className) {
      work.blockers.append(unparsed.blocksFix(of: className))
    }
    checkDeploymentTargets(of: Set(work.edits.map(\.path)).union([source.path]), &work)
    checkSilencedEdits(&work)
    guard work.blockers.isEmpty else {
      throw .reason(work.blockers.joined(separator: "; "))
    }
    return Fix(edits: work.edits, applicability: work.isUnsafe ? .unsafe : .safe)
  }

  /// Files that may declare, hold, inject or bind the class, or use what it has as an
  /// `ObservableObject` through a value whose type they never name (`app.settings.$theme`,
  /// `@ObservedObject var settings = app.settings`).
  func unitPaths(published: Set<String>, mentioning: Set<String>) -> [String] {
    let members = ["environmentObject", "objectWillChange"] + published.map { "$" + $0 }
    return mentioning.union(
      (members.flatMap { index.filesReadingMember($0, excluding: "") }
        + index.untypedWrapperHolderPaths).filter(seesClass)
    ).sorted()
  }

  /// Whether code in the file at `path` can use the class: its module or one importing it.
  func seesClass(_ path: String) -> Bool {
    index.sees(declaredIn: source.path, from: path)
  }

  // MARK: Which type a use means

  /// What a use of a type name means: this class, another type, either of several
  /// declarations, or a value whose type is not written.
  enum UseMeaning: Equatable {
    case thisClass
    case anotherType
    case either([TypeSummary])
    case unknown
  }

  /// The index's entry for this class.
  var declaration: TypeSummary? {
    index.declaration(
      named: className, at: source.path,
      offset: classDecl.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// `@ObservedObject var task: CETask` holding a class that moves with this one: that class's
  /// migration takes the attribute off (it observes nothing in a class), so the property is
  /// tracked like any other instead of ignored.
  func holdsUnitClassObserved(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.attributes.attribute(named: ["ObservedObject"]) != nil,
      variable.bindings.count == 1, let type = variable.bindings.first?.typeAnnotation?.type,
      let name = type.nominalName
    else { return false }
    let held = index.declarations(named: name, seenFrom: source.path)
    return held.count == 1 && held.allSatisfy(isInUnit)
  }

  func isInUnit(_ type: TypeSummary) -> Bool {
    (unit.map { $0.classes + $0.protocols } ?? []).contains {
      $0.path == type.path && $0.offset == type.offset
    }
  }

  func isThisClass(_ type: TypeSummary) -> Bool {
    type.path == source.path
      && type.offset == classDecl.positionAfterSkippingLeadingTrivia.utf8Offset
  }

  /// What the type `written` at `node` in `file` means, looked up as Swift does: nested
  /// `ViewModel` classes of several views are told apart by the type the use is in.
  func meaning(ofType written: String, at node: some SyntaxProtocol, in file: ParsedSource)
    -> UseMeaning
  {
    let name = String(written.split(separator: ".").last ?? "")
    // Only a typealias can make another name mean the class.
    guard
      name == className
        || index.allDeclarations(named: name).contains(where: { $0.kind == .typealias })
    else { return .anotherType }
    return meaning(of: context.declarations(meantBy: written, at: node, inFileAt: file.path))
  }

  /// What the type named `name` means in the file at `path`, wherever in it.
  func meaning(ofTypeNamed name: String, seenFrom path: String) -> UseMeaning {
    if name == className { return meaning(of: index.declarations(named: name, seenFrom: path)) }
    // `typealias FeedModel = FeedViewModel` at file scope: the name the alias stands for. (A
    // nested one, often `T` or `Model`, is resolved where it is written, by its scope.)
    let aliased = index.declarations(named: name, seenFrom: path)
      .filter { $0.kind == .typealias && $0.qualifiedName == name }
      .flatMap(\.inheritedTypes).map(ProjectIndex.simpleName)
    guard aliased.contains(className) else { return .anotherType }
    return meaning(of: index.declarations(named: className, seenFrom: path))
  }

  func meaning(of declarations: [TypeSummary]) -> UseMeaning {
    guard declarations.contains(where: isThisClass) else { return .anotherType }
    guard declarations.count > 1 else { return .thisClass }
    // This class built for one platform and its variants for others move together.
    let variants = declaration.map(compileVariants) ?? []
    let isThisOrVariant = { (type: TypeSummary) in
      self.isThisClass(type) || variants.contains { Self.key(of: $0) == Self.key(of: type) }
    }
    return declarations.allSatisfy(isThisOrVariant) ? .thisClass : .either(declarations)
  }

  /// The other declarations of the class in its own module (`#if os(iOS)` in one file, macOS in
  /// another): Swift compiles at most one of them in a build, so they are one class to its
  /// users and migrate together. A copy no target compiles is no variant, nor a `private`
  /// class of another file, which is another class.
  func compileVariants(of type: TypeSummary) -> [TypeSummary] {
    guard type.kind == .class, !index.isUncompiled(type.path) else { return [] }
    let modules = index.modules(of: type.path)
    return index.allDeclarations(named: type.name).filter {
      $0.kind == .class && $0.qualifiedName == type.qualifiedName
        && Self.key(of: $0) != Self.key(of: type) && !index.isUncompiled($0.path)
        && ($0.path == type.path || !($0.isFilePrivate || type.isFilePrivate))
        && index.modules(of: $0.path) == modules
    }
  }

  /// Whether `node` is in the body of this class or one of its extensions.
  func isInsideClass(_ node: some SyntaxProtocol, in file: ParsedSource) -> Bool {
    guard node.enclosingTypePath.last == className else { return false }
    return context.declarationsOfType(around: node, inFileAt: file.path).map(meaning) == .thisClass
  }

  /// `'Feed.ViewModel' (Feed.swift:12) or 'Profile.ViewModel' (Profile.swift:8)`.
  func listed(_ declarations: [TypeSummary]) -> String {
    declarations.map { "'\($0.qualifiedName)' (\(location($0.path, $0.offset)))" }
      .joined(separator: " or ")
  }

  // MARK: Blockers of the class itself

  /// Every file the fix edits must be built for systems that have the Observation framework.
  func checkDeploymentTargets(of paths: Set<String>, _ work: inout Work) {
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

  /// A holder the user silenced with `remodel:disable` must not change, and the class cannot
  /// change without it.
  func checkSilencedEdits(_ work: inout Work) {
    let ruleID = MigrateToObservableMacro().id
    var reported: Set<String> = []
    for edit in work.edits {
      guard let file = context.source(at: edit.path) else { continue }
      let line = file.locationConverter.location(
        for: AbsolutePosition(utf8Offset: edit.range.lowerBound)
      ).line
      guard context.suppressions.suppresses(ruleID, onLine: line, in: file) else { continue }
      let place = "\(edit.path):\(line)"
      if reported.insert(place).inserted {
        work.blockers.append(
          "\(place) is silenced with 'remodel:disable \(ruleID)', and every holder must change together"
        )
      }
    }
  }

  func checkConformance(_ work: inout Work) {
    for inherited in classDecl.inheritanceClause?.inheritedTypes ?? [] {
      guard let name = inherited.type.nominalName, name != "ObservableObject" else { continue }
      for parent in context.declarations(
        meantBy: inherited.type.qualifiedName, at: inherited, inFileAt: source.path)
      {
        let at = location(parent.path, parent.offset)
        if parent.kind == .protocol, refinesObservableObject(parent), !isInUnit(parent) {
          work.blockers.append(
            "it adopts '\(name)' (\(at)), a protocol refining 'ObservableObject'")
        } else if parent.kind == .class,
          index.isObservableObjectClass(name) == true || index.isObservable(name) == true,
          !isInUnit(parent)
        {
          work.blockers.append("its superclass '\(name)' (\(at)) is observable too")
        }
      }
    }
    for subclass in declaration.map(index.subclasses) ?? [] where !isInUnit(subclass) {
      work.blockers.append(
        "'\(subclass.qualifiedName)' (\(location(subclass.path, subclass.offset))) subclasses it and inherits its 'ObservableObject' conformance"
      )
    }
    for conformance in declaration.map({ index.extensions(of: $0) }) ?? []
    where conformance.inheritedTypes.contains("ObservableObject") {
      work.blockers.append(
        "\(location(conformance.path, conformance.offset)) declares the conformance in an extension"
      )
    }
    // A subclass migrated with its superclass inherits the conformance it loses, and a class
    // adopting a protocol of the unit has it from the protocol.
    let inheritsFromUnit =
      classDecl.inheritanceClause?.inheritedTypes.contains { inherited in
        hierarchy.contains { !isThisClass($0) && $0.name == inherited.type.nominalName }
          || unit?.protocols.contains { $0.name == inherited.type.nominalName } == true
      } == true
      || (declaration.map { index.extensions(of: $0) } ?? []).contains { part in
        unit?.protocols.contains { part.inheritedTypes.contains($0.name) } == true
      }
    if conformanceRemoval == nil, work.blockers.isEmpty, !inheritsFromUnit {
      let superclass = classDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
      work.blockers.append(
        "it does not declare 'ObservableObject' itself"
          + (superclass.map {
            " but inherits it from '\($0)'; migrate '\($0)' and its subclasses together by hand"
          }
            ?? "; migrate the class that declares it by hand"))
    }
    // Core Data announces changes to a managed object's `@NSManaged` properties through the
    // `objectWillChange` of `NSManagedObject`; `@Observable` cannot track those properties.
    if let declaration, superclassChain(of: declaration)?.outside == "NSManagedObject" {
      work.blockers.append(
        "it is a Core Data 'NSManagedObject', whose '@NSManaged' properties announce their changes through 'objectWillChange', which '@Observable' cannot track: keep it an 'ObservableObject'"
      )
    }
    if !isObservableAlready { checkCodable(&work) }
    notePublicAPI(classDecl.modifiers, at: source.path, named: className, &work)
  }

  /// A public class or protocol of a library is API: code outside the scanned sources that
  /// uses it as an `ObservableObject` must migrate with it, so the fix is unsafe.
  func notePublicAPI(
    _ modifiers: DeclModifierListSyntax, at path: String, named name: String, _ work: inout Work
  ) {
    guard
      modifiers.contains(where: {
        [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind)
      }), let manifest = context.project.libraryManifest(for: path)
    else { return }
    work.isUnsafe = true
    work.notes.append(
      "unsafe: '\(name)' is public in a library (\(manifest) declares a library product), so code outside the scanned sources that holds it as an 'ObservableObject', adopts it or reads its '$property' publishers must migrate with it"
    )
  }

  /// `@Observable` renames stored properties to `_name`, so synthesized coding would change the
  /// archived keys; hand-written `init(from:)` and `encode(to:)` keep them.
  func checkCodable(_ work: inout Work) {
    let conformances = classDecl.inheritanceClause?.inheritedTypes ?? []
    let names = Set(conformances.compactMap(\.type.nominalName))
    guard
      let conformance = conformances.first(where: {
        ["Codable", "Encodable", "Decodable"].contains($0.type.nominalName ?? "")
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
    let missing =
      (!decodes && !names.isDisjoint(with: ["Codable", "Decodable"]) ? ["'init(from:)'"] : [])
      + (!encodes && !names.isDisjoint(with: ["Codable", "Encodable"]) ? ["'encode(to:)'"] : [])
    guard !missing.isEmpty else { return }
    work.blockers.append(
      "it conforms to '\(conformance.type.trimmedDescription)' with synthesized coding, whose keys '@Observable' would rename to '_property' (write \(missing.joined(separator: " and ")) first)"
    )
  }

  /// A SwiftData `@Model` class is observable already: it only loses its `ObservableObject`
  /// conformance (`@Observable` beside `@Model` would not compile).
  var isSwiftDataModel: Bool {
    classDecl.attributes.attribute(named: ["Model"]) != nil
      && source.wholeFileImports.contains { $0.module == "SwiftData" }
  }

  /// A class half migrated, `@Observable` beside `ObservableObject`, or a SwiftData model:
  /// only the conformance and the holders change.
  var isObservableAlready: Bool {
    isSwiftDataModel || classDecl.attributes.attribute(named: ["Observable"]) != nil
  }

  /// The bytes whose removal drops the class's own `ObservableObject` conformance: the whole
  /// clause when it is the only type, the type and its comma, or its `&` in a composition
  /// (`StoreProtocol & ObservableObject`); nil when the class does not write it.
  var conformanceRemoval: Range<Int>? {
    guard let clause = classDecl.inheritanceClause else { return nil }
    let types = clause.inheritedTypes
    if let conformance = types.first(where: { $0.type.nominalName == "ObservableObject" }) {
      guard types.count == 1 else { return conformance.rangeRemovingFromList(in: types) }
      let start =
        clause.colon.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia
        ?? clause.positionAfterSkippingLeadingTrivia
      return start.utf8Offset..<clause.endPositionBeforeTrailingTrivia.utf8Offset
    }
    for composition in types.compactMap({ $0.type.as(CompositionTypeSyntax.self) }) {
      let elements = Array(composition.elements)
      guard let position = elements.firstIndex(where: { $0.type.nominalName == "ObservableObject" })
      else { continue }
      let element = elements[position]
      // `ObservableObject & Store` loses the type and its `&`; `Store & ObservableObject`
      // loses the `&` before it.
      return position + 1 < elements.count
        ? element.positionAfterSkippingLeadingTrivia
          .utf8Offset..<elements[position + 1].positionAfterSkippingLeadingTrivia.utf8Offset
        : elements[position - 1].type.endPositionBeforeTrailingTrivia
          .utf8Offset..<element.endPositionBeforeTrailingTrivia.utf8Offset
    }
    return nil
  }

  func refinesObservableObject(_ type: TypeSummary) -> Bool {
    var visited: Set<String> = []
    return refinesObservableObject(type, visited: &visited)
  }

  /// Each protocol once in the whole search, not once per path through a lattice of them.
  private func refinesObservableObject(_ type: TypeSummary, visited: inout Set<String>) -> Bool {
    guard visited.insert(type.name).inserted else { return false }
    for name in type.inheritedTypes {
      if name == "ObservableObject" { return true }
      for parent in index.declarations(named: name) where parent.kind == .protocol {
        if refinesObservableObject(parent, visited: &visited) { return true }
      }
    }
    return false
  }

  // MARK: The class

  /// Edits the class declaration and its stored properties; returns the names of its
  /// `@Published` properties, whose publishers and wrappers other files must not use.
  func classEdits(_ work: inout Work) -> Set<String> {
    let lineEnding = source.file.lineEnding
    let indent = source.indentation(
      ofLineAt: classDecl.positionAfterSkippingLeadingTrivia.utf8Offset)
    if let removal = conformanceRemoval {
      work.edits.append(TextEdit(path: source.path, range: removal, replacement: ""))
    }
    if isObservableAlready {
      // `@Model` or `@Observable` makes the class and its stored properties observable already.
      let kind = isSwiftDataModel ? "SwiftData model" : "'@Observable' class"
      for attribute in classDecl.memberBlock.flattenedDecls.compactMap({
        $0.as(VariableDeclSyntax.self)?.attributes.attribute(named: ["Published"])
      }) {
        work.blockers.append(
          "\(location(of: attribute)) wraps a property of the \(kind) in '@Published'; remove it by hand"
        )
      }
      return []
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

    var published: Set<String> = []
    var ignored: [String] = []
    var storedInDefaults: [String] = []
    let memberNames = classMemberNames
    let removedStorage = storageOnlyForwardsUse()
    for decl in classDecl.memberBlock.flattenedDecls {
      guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
      if removedStorage.contains(variable.id) {
        work.edits.append(source.removal(ofDeclaration: variable))
        continue
      }
      let names = variable.bindings.compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
      let attributes = variable.attributes.flattenedAttributes
      if attributes.contains(where: { $0.simpleName == "ObservationIgnored" }) { continue }
      let isTrackedVar = isTrackable(variable)
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
        for name in names { work.publishedProperties[name] = variable }
        work.edits.append(source.removal(ofAttribute: publishedAttribute))
        continue
      }
      let isDynamic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) }
      if isDynamic, attributes.contains(where: { $0.simpleName == "objc" }) {
        work.blockers.append(
          "\(location(of: variable)) declares \(quoted) '@objc dynamic' for key-value observing")
        continue
      }
      // A computed property's attribute (`@ViewBuilder var content: some View`) wraps nothing.
      if let wrapper = attributes.first(where: isPropertyWrapper),
        variable.bindings.allSatisfy(\.isStored), !holdsUnitClassObserved(variable)
      {
        work.edits.append(source.insert("@ObservationIgnored ", before: variable))
        // SwiftUI's `@AppStorage` tells the `ObservableObject` holding it of its changes.
        if wrapper.simpleName == "AppStorage" {
          storedInDefaults += names.map { "'\($0)'" }
        } else {
          ignored.append("\(quoted) ('@\(wrapper.simpleName)')")
        }
        continue
      }
      guard variable.bindingSpecifier.tokenKind == .keyword(.var),
        variable.bindings.allSatisfy(\.isStored)
      else { continue }
      if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) {
        // Other files cannot read a `private` one, nor files that cannot see the class: a
        // same-named member they read is another's.
        let isFilePrivate = variable.modifiers.contains {
          ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate))
            && $0.detail == nil
        }
        let readers =
          isFilePrivate
          ? []
          : names.flatMap { index.filesReadingMember($0, excluding: source.path) }
            .filter(seesClass)
        // Only a view's `body` saw a new value on any published change; other code reads it
        // when it runs, as before.
        let viewReaders = readers.filter(fileRendersContent)
        if let reader = viewReaders.first,
          let write = lazyPropertyWrite(of: Set(names), readers: readers)
        {
          work.blockers.append(
            "\(location(of: variable)) declares 'lazy var' \(quoted), which \(reader) reads and \(write) changes, but '@Observable' cannot track a lazy property: make it computed or stored by hand"
          )
        } else {
          work.edits.append(source.insert("@ObservationIgnored ", before: variable))
          let detail =
            readers.isEmpty ? "" : viewReaders.isEmpty ? ", read by no view" : ", never assigned"
          ignored.append("\(quoted) ('lazy'\(detail))")
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
        "'@ObservationIgnored' keeps \(ignored.listedInProse) unobserved, as before")
    }
    if !storedInDefaults.isEmpty {
      work.isUnsafe = true
      work.notes.append(
        "unsafe: '@AppStorage' \(storedInDefaults.listedInProse) \(storedInDefaults.count == 1 ? "tells" : "tell") views of changes through the 'ObservableObject', and '@Observable' needs them '@ObservationIgnored', so a view reading \(storedInDefaults.count == 1 ? "it" : "them") through the class no longer updates; read \(storedInDefaults.count == 1 ? "it" : "them") with '@AppStorage' in the view, or keep the class an 'ObservableObject'"
      )
    }
    return published
  }

  /// The names of the class's own methods and properties.
  var classMemberNames: Set<String> {
    Set(
      classDecl.memberBlock.flattenedDecls.flatMap { decl -> [String] in
        if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
        return decl.as(VariableDeclSyntax.self)?.bindings.compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        } ?? []
      })
  }

  /// A stored `var` the macro can track: neither wrapped (`@Published` aside) nor `lazy`.
  func isTrackable(_ variable: VariableDeclSyntax) -> Bool {
    variable.bindingSpecifier.tokenKind == .keyword(.var)
      && variable.bindings.allSatisfy(\.isStored)
      && !variable.attributes.flattenedAttributes.contains(where: isPropertyWrapper)
      && !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
  }

  /// An attribute on a stored property that is a property wrapper (`@AppStorage`, `@Injected`):
  /// capitalised, and not a global actor.
  func isPropertyWrapper(_ attribute: AttributeSyntax) -> Bool {
    let name = attribute.simpleName
    guard name.startsWithUppercase,
      !["Published", "MainActor", "ObservationIgnored"].contains(name)
    else { return false }
    return !index.declarations(named: name).contains { $0.attributes.contains("globalActor") }
  }

  /// Cancellables and tasks: state no view reads, which `@Published` never covered.
  func isUnobservedBookkeeping(_ binding: PatternBindingSyntax) -> Bool {
    let type =
      binding.typeAnnotation?.type.trimmedDescription
      ?? binding.initializer.flatMap {
        Construction($0.value)?.call.calledExpression.trimmedDescription
      } ?? ""
    return type.contains("AnyCancellable") || type.hasPrefix("Task<") || type == "Task"
  }

  /// `import Observation` when the class's file imports neither SwiftUI nor Observation, and
  /// `import Combine` for its subjects when it imports neither SwiftUI nor Combine: each before
  /// the first import that sorts after it when the imports are sorted, else after the last.
  func importEdits(alsoCombine: Bool) -> [TextEdit] {
    Self.importEdits(in: source, alsoCombine: alsoCombine)
  }

  static func importEdits(in source: ParsedSource, alsoCombine: Bool) -> [TextEdit] {
    let imports = source.wholeFileImports
    let present = Set(imports.map(\.module))
    let needed =
      (present.isDisjoint(with: ["SwiftUI", "Observation"]) ? ["Observation"] : [])
      + (alsoCombine && present.isDisjoint(with: ["SwiftUI", "Combine"]) ? ["Combine"] : [])
    return source.importInsertions(needed.sorted().map { ($0, "import \($0)") })
  }

  // MARK: Locations

  func location(_ path: String, _ offset: Int) -> String {
    guard let file = context.source(at: path) else { return path }
    return location(at: offset, in: file)
  }

  func location(of node: some SyntaxProtocol, in file: ParsedSource? = nil) -> String {
    location(at: node.positionAfterSkippingLeadingTrivia.utf8Offset, in: file ?? source)
  }

  func location(at offset: Int, in file: ParsedSource) -> String {
    file.location(at: offset)
  }

  /// The use as written, on one line (`state.$results` for a chain split over lines).
  func expressionText(_ token: TokenSyntax) -> String {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return token.text }
    let member = reference.parent?.as(MemberAccessExprSyntax.self)
    let node =
      member.flatMap { $0.declName.id == reference.id ? Syntax($0) : nil } ?? Syntax(reference)
    return node.tokens(viewMode: .sourceAccurate).map(\.text).joined()
  }

  func enclosingTypeText(_ token: TokenSyntax) -> String {
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
