import SwiftSyntax

/// Owners, observers, environment readers and injections of the class, and their rewrites.
extension ObservableMigration {
  func rewriteHolders(
    in file: ParsedSource, injections: [FunctionCallExprSyntax], mentionsClass: Bool,
    _ work: inout Work
  ) {
    // Every class of a unit path asks the same file: its words tell cheaply which of the
    // walks below can find anything.
    let words = wordPositions(in: file)
    let holdsObjects = Self.objectWrappers.contains { words[$0] != nil }
    // Files that never name the class may still hold it through a value whose type they do
    // not write (`@ObservedObject var status = Service.shared.status`).
    for property in holdsObjects ? WrappedProperty.all(Self.objectWrappers, in: file.tree) : [] {
      switch meaning(ofHeld: property.binding, in: file) {
      case .thisClass:
        rewrite(property, in: file, &work)
      case .unknown where !readsMemberTheClassLacks(property):
        work.blockers.append(
          "\(location(of: property.variable, in: file)) holds '\(property.name)' in '@\(property.wrapperName.text)' without a written type, which may be '\(className)'"
        )
      case .either(let declarations):
        work.blockers.append(
          "\(location(of: property.variable, in: file)) holds '\(property.name)' in '@\(property.wrapperName.text)' as a type that may mean \(listed(declarations))"
        )
      case .anotherType, .unknown:
        break
      }
    }
    // `@State var model = Model()` stays as it is, but another rule may turn it into
    // `@StateObject` in the same pass; rewriting its wrapper name to itself makes the two fixes
    // overlap, so one waits for the next pass and sees what the other did.
    for property in words["State"] == nil ? [] : WrappedProperty.all(["State"], in: file.tree)
    where meaning(ofHeld: property.binding, in: file) == .thisClass {
      work.edits.append(file.replace(property.wrapperName, with: property.wrapperName.text))
    }
    rewriteLocalHolders(in: file, &work)
    for (owner, variable) in holdsObjects ? classHeldWrappers(in: file) : [] {
      if removeInertObservedObject(variable, in: file, &work) { continue }
      work.blockers.append(
        "\(location(of: variable, in: file)) holds it in a SwiftUI property wrapper inside the class '\(owner)', which the migration does not rewrite"
      )
    }
    for call in injections {
      guard let argument = call.arguments.first?.expression else { continue }
      switch meaning(ofValue: argument, in: file) {
      case .thisClass:
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
          work.edits.append(file.replace(member.declName.baseName, with: "environment"))
        }
      // An injection of an unknown type may be this class when its file names it, or when a
      // view reads the class from the environment, which is what injections are for.
      case .unknown where mentionsClass || index.isReadFromEnvironment(className):
        work.blockers.append(
          "\(location(of: call, in: file)) injects '\(argument.trimmedDescription)', whose type is not written and may be '\(className)'"
        )
      case .either(let declarations):
        work.blockers.append(
          "\(location(of: call, in: file)) injects '\(argument.trimmedDescription)', whose type may mean \(listed(declarations))"
        )
      default:
        break
      }
    }
  }

  /// Wrapped locals: `@Previewable @StateObject var model = Model()` in a `#Preview` becomes
  /// `@Previewable @State`, as a view's property would; a wrapped local anywhere else is left
  /// to a person.
  func rewriteLocalHolders(in file: ParsedSource, _ work: inout Work) {
    for variable in localObjectHolders(in: file) {
      guard let binding = variable.bindings.first,
        let wrapper = variable.attributes.attribute(named: Self.objectWrappers)?.nameToken
      else { continue }
      let meaning = meaning(ofHeld: binding, in: file)
      if meaning == .anotherType { continue }
      let isPreviewable = variable.attributes.attribute(named: ["Previewable"]) != nil
      if meaning == .thisClass, isPreviewable, wrapper.text != "EnvironmentObject" {
        work.edits.append(file.replace(wrapper, with: "State"))
        continue
      }
      work.blockers.append(
        "\(location(of: variable, in: file)) holds '\(binding.pattern.trimmedDescription)' in a local '@\(wrapper.text)', which the migration does not rewrite"
      )
    }
  }

  static let objectWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]

  /// Variables declared in a body whose attributes name an object wrapper, found from where
  /// the wrapper names are rather than by a walk of the whole file.
  private func localObjectHolders(in file: ParsedSource) -> [VariableDeclSyntax] {
    let words = wordPositions(in: file)
    var seen: Set<SyntaxIdentifier> = []
    return Self.objectWrappers.flatMap { words[$0] ?? [] }.sorted().compactMap { offset in
      guard let token = file.tree.token(at: AbsolutePosition(utf8Offset: offset)),
        let variable = token.ancestorOrSelf(mapping: { $0.as(VariableDeclSyntax.self) }),
        variable.attributes.range.contains(token.position), variable.isLocal,
        seen.insert(variable.id).inserted
      else { return nil }
      return variable
    }
  }

  /// `@ObservedObject var model: Model` inside a class (a hosting controller): not a view's
  /// wrapper, so nothing here rewrites it.
  func classHeldWrappers(in file: ParsedSource) -> [(String, VariableDeclSyntax)] {
    TypeDeclarationFinder.find(in: file.tree).classes.flatMap { owner in
      owner.memberBlock.flattenedDecls.compactMap { decl -> (String, VariableDeclSyntax)? in
        guard let variable = decl.as(VariableDeclSyntax.self),
          variable.attributes.attribute(named: Self.objectWrappers) != nil,
          let binding = variable.bindings.first
        else { return nil }
        return meaning(ofHeld: binding, in: file) == .anotherType
          ? nil : (owner.name.text, variable)
      }
    }
  }

  /// `@ObservedObject` on a property of a class (a view model, an app delegate, a hosting
  /// controller) observes nothing, as only SwiftUI views install it: when the property holds
  /// this class and nothing uses the wrapper (`$settings`, `_settings`), the attribute goes and
  /// the property holds the object as before. Other wrappers there do act (`@StateObject`
  /// makes a new object at each read outside a view), so they stay refused. Returns whether
  /// the property was handled: rewritten, or refused for a use of its wrapper.
  private func removeInertObservedObject(
    _ variable: VariableDeclSyntax, in file: ParsedSource, _ work: inout Work
  ) -> Bool {
    guard let attribute = variable.attributes.attribute(named: ["ObservedObject"]),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      meaning(ofHeld: binding, in: file) == .thisClass
    else { return false }
    let wrapperNames: Set<String> = ["$" + name, "_" + name]
    // Outside the class, a bare `$name` is some view's own wrapper; only `object.$name` may be
    // this one.
    let owner = variable.ancestorOrSelf { $0.as(ClassDeclSyntax.self) }
    if let use = file.tree.tokens(viewMode: .sourceAccurate).first(where: { token in
      wrapperNames.contains(token.text)
        && (token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
          || owner?.range.contains(token.position) == true)
    }) {
      work.blockers.append(
        "\(location(of: use, in: file)) uses '\(use.text)', which may be the wrapper of the '@ObservedObject' property of a class"
      )
    } else if let other = index.filesReadingMember("$" + name, excluding: file.path).first {
      work.blockers.append(
        "\(other) reads '$\(name)', which may be the wrapper of the '@ObservedObject' property of a class"
      )
    } else {
      work.edits.append(file.removal(ofAttribute: attribute))
      work.notes.append(
        "'@ObservedObject' goes from '\(name)' at \(location(of: variable, in: file)), as it observes nothing outside a view"
      )
    }
    return true
  }

  /// What a wrapped property holds: its written type, else the value it starts with.
  func meaning(ofHeld binding: PatternBindingSyntax, in file: ParsedSource) -> UseMeaning {
    if let type = binding.typeAnnotation?.type {
      return meaning(ofType: type.qualifiedName, at: type, in: file)
    }
    guard let value = binding.initializer?.value else { return .unknown }
    return meaning(ofValue: value, in: file)
  }

  /// What an injected or held value is: a construction names its type where it is written, a
  /// stored property where it is declared; otherwise only the type's name tells.
  func meaning(ofValue value: ExprSyntax, in file: ParsedSource) -> UseMeaning {
    // Every class of the pass that reaches the file asks about the same values: what does not
    // depend on the class is worked out once for the modules names resolve in.
    let key =
      "observable value \(index.scopeKey) \(file.path) \(value.position.utf8Offset) \(value.endPosition.utf8Offset) \(value.kind)"
    let candidates: [ValueIdentity] = context.passMemo.value(key) {
      identities(of: value, in: file)
    }
    for identity in candidates {
      let meaning = meaning(of: identity, seenFrom: file.path)
      if meaning != .unknown { return meaning }
    }
    return .unknown
  }

  /// What a value is, whichever class asks: first what a local or stored property it reads
  /// was set to (`let manager = Manager.shared`, or the declaration's `let model: Model = {
  /// … }()`), then the value itself; the first a class can tell apart wins.
  private func identities(of written: ExprSyntax, in file: ParsedSource, depth: Int = 0)
    -> [ValueIdentity]
  {
    let value = written.withoutEffects
    var initial: [ValueIdentity] = []
    // `var a = b` and `var b = a` parse, and lead back to each other.
    if depth < 16, let reference = value.as(DeclReferenceExprSyntax.self),
      let initialValue = DeclaredTypeResolver.localValue(of: reference)
        ?? DeclaredTypeResolver.unwrappedValue(of: reference)
        ?? storedPropertyValue(named: reference.baseName.text, around: reference),
      initialValue.id != value.id
    {
      initial = identities(of: initialValue, in: file, depth: depth + 1)
    }
    // `self.manager`, which no local shadows, is the stored property.
    if depth < 16, let member = value.as(MemberAccessExprSyntax.self),
      member.base?.isSelfReference == true,
      let initialValue = storedPropertyValue(
        named: member.declName.baseName.text, around: member, unlessShadowed: false)
    {
      initial = identities(of: initialValue, in: file, depth: depth + 1)
    }
    if let construction = Construction(value) {
      return initial + [
        .constructed(
          context.declarations(meantBy: construction.typeName, at: value, inFileAt: file.path))
      ]
    }
    guard case .type(let name) = valueType(value, seenFrom: file.path) else {
      if let types = staticMemberTypes(of: value, seenFrom: file.path) {
        return initial + [.oneOf(types.sorted())]
      }
      return initial + [outsideNames(of: value, in: file).map(ValueIdentity.outside) ?? .unknown]
    }
    return initial + [
      .typed(name, declaredAs: context.declarations(ofValue: value, inFileAt: file.path))
    ]
  }

  /// The parts of a value's meaning that do not depend on the class.
  enum ValueIdentity {
    /// A construction, and the declarations its written type may mean.
    case constructed([TypeSummary])
    /// A value whose type's name is known, and what its own declaration may mean.
    case typed(String, declaredAs: [TypeSummary]?)
    /// A value from outside the scanned sources, and the names its expression holds: one
    /// naming a class may still hand that class back.
    case outside(Set<String>)
    /// A value of one of these types, depending on the build.
    case oneOf([String])
    case unknown
  }

  private func meaning(of identity: ValueIdentity, seenFrom path: String) -> UseMeaning {
    switch identity {
    case .constructed(let declarations):
      return meaning(of: declarations)
    case .typed(let name, let declaredAs):
      let meaning = meaning(ofTypeNamed: name, seenFrom: path)
      // Of several same-named types, the value's declaration may tell which it is.
      if case .either = meaning, let declaredAs { return self.meaning(of: declaredAs) }
      return meaning
    case .outside(let names):
      let unit = migrationUnit()
      let classNames = [className] + (unit.classes + unit.protocols).map(\.name)
      let related = Set(
        classNames + classNames.flatMap { index.typealiases(naming: $0).map(\.name) })
      return related.isDisjoint(with: names) ? .anotherType : .unknown
    case .oneOf(let names):
      let meanings = names.map { meaning(ofTypeNamed: $0, seenFrom: path) }
      return meanings.allSatisfy { $0 == .anotherType } ? .anotherType : .unknown
    case .unknown:
      return .unknown
    }
  }

  /// The type of an injected or held value, seen from the file at `path`: a construction, a
  /// cast, a declared name or chain, a file-scope variable (`Current`), or a static property
  /// such as `Session.shared`, or a chain from either (`Current.settings`), whose declaration
  /// says its type. `depth` counts the values followed to get here: code that parses but does
  /// not compile (`@StateObject var recorder = { return recorder }()`) may lead back to itself.
  func valueType(_ value: ExprSyntax, seenFrom path: String, depth: Int = 0)
    -> DeclaredTypeResolver.Resolution
  {
    guard depth < 16 else { return .unknown }
    let follow = { (value: ExprSyntax, path: String) in
      self.valueType(value, seenFrom: path, depth: depth + 1)
    }
    if let construction = Construction(value) {
      return .type(String(construction.typeName.split(separator: ".").last ?? ""))
    }
    // `data as Store` (unfolded, as parsed): the cast names the type the value is used as.
    if let elements = value.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
      let cast = elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
      cast.questionOrExclamationMark == nil,
      let typeName = elements.last?.as(TypeExprSyntax.self)?.type.nominalName
    {
      return .type(String(typeName.split(separator: ".").last ?? ""))
    }
    if let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName.text
      if let baseName, baseName.startsWithUppercase,
        case .type(let type) = staticMemberType(
          of: baseName, named: name, seenFrom: path, writtenAt: Syntax(base))
      {
        return .type(type)
      }
      // `Preferences.General.nightMode`: a static property of a nested type.
      if baseName == nil, let typePath = Self.typeReference(base),
        let nested = typePath.split(separator: ".").last.map(String.init),
        case .type(let type) = staticMemberType(
          of: nested, named: name, seenFrom: path, qualifiedAs: typePath)
      {
        return .type(type)
      }
      // `Service.shared.state`, `Current.settings`: the property's type in the type the chain
      // before it reaches.
      if base.is(MemberAccessExprSyntax.self) || base.is(DeclReferenceExprSyntax.self),
        case .type(let owner) = follow(base, path),
        case .type(let type) = propertyType(of: owner, named: name)
      {
        return .type(type)
      }
    }
    // `Provider.shared.controller(for: status)`, `Store.make()`, `makeSession()` in the type
    // declaring it: the method's written result.
    if let call = value.as(FunctionCallExprSyntax.self) {
      // `resolve(\Routers.main)`, `Container.shared.router()`: what a container's factory makes.
      if case .type(let product) = DeclaredTypeResolver.factoryProduct(of: call, index: index) {
        return .type(product)
      }
      // `{ () -> AppState in … }()`: the closure writes what it returns.
      if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
        if let result = closure.signature?.returnClause?.type.nominalName { return .type(result) }
        // `{ let model = Model(); model.prepare(); return model }()`: what every return gives.
        let results = Set(closure.returnedValues.map { follow($0, path).typeName })
        guard results.count == 1, let result = results.first ?? nil else { return .unknown }
        return .type(result)
      }
      if let element = DeclaredTypeResolver.pickedElementType(value, index: index) {
        return element
      }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        let name = member.declName.baseName.text
        if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
          typeName.startsWithUppercase, index.declaresOrExtends(typeName)
        {
          return DeclaredTypeResolver.lookupResult(
            of: call, named: name, on: typeName, index: index)
            ?? methodResultType(
              of: typeName, named: name, isStatic: true, seenFrom: path, writtenAt: Syntax(base))
        }
        // `Mocks.Send.makeViewModel()`: a static method of a nested type.
        if base.is(MemberAccessExprSyntax.self), let typePath = Self.typeReference(base),
          let nested = typePath.split(separator: ".").last.map(String.init)
        {
          return methodResultType(
            of: nested, named: name, isStatic: true, seenFrom: path, qualifiedAs: typePath)
        }
        guard case .type(let owner) = follow(base, path) else { return .unknown }
        return DeclaredTypeResolver.lookupResult(of: call, named: name, on: owner, index: index)
          ?? methodResultType(of: owner, named: name, isStatic: false, seenFrom: path)
      }
      guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
        !DeclaredTypeResolver.isShadowed(reference.baseName.text, at: reference)
      else { return .unknown }
      let name = reference.baseName.text
      if let owner = DeclaredTypeResolver.enclosingTypeName(of: Syntax(reference)),
        case .type(let type) = methodResultType(
          of: owner, named: name, isStatic: nil, seenFrom: path)
      {
        return .type(type)
      }
      // `sdkIntegration()`: a construction of a type declared with a lowercase name.
      let constructsType = index.declarations(named: name, seenFrom: path).contains {
        [.class, .struct, .actor, .enum].contains($0.kind)
      }
      if constructsType { return .type(name) }
      // `configure(AppState()) { $0.items = [] }`: a generic function handing back what it
      // was given.
      if let returned = index.argumentReturned(byFunctionNamed: name, seenFrom: path),
        returned.position < call.arguments.count
      {
        let argument = call.arguments[call.arguments.index(at: returned.position)]
        guard argument.label?.text == returned.label else { return .unknown }
        return follow(argument.expression, path)
      }
      // `currentSession()`: a file-scope function's written result.
      return index.globalFunctionType(named: name, seenFrom: path).map { .type($0) } ?? .unknown
    }
    let resolved = DeclaredTypeResolver.resolve(value, index: index)
    guard resolved == .unknown, let reference = value.as(DeclReferenceExprSyntax.self) else {
      return resolved
    }
    // `let manager = Manager.shared` in a function, or `@StateObject private var data =
    // Store.shared` injected as `data`: the initial value says.
    if let initial = DeclaredTypeResolver.localValue(of: reference)
      ?? storedPropertyValue(named: reference.baseName.text, around: reference),
      initial.id != value.id
    {
      return follow(initial, path)
    }
    // `case .settings(let manager, _):` in a `switch` over an enum: the case's associated value.
    if let payload = enumPayloadType(boundTo: reference, seenFrom: path, depth: depth + 1) {
      return payload
    }
    // `if let extra = post.extra`: what the binding unwraps.
    if let unwrapped = DeclaredTypeResolver.unwrappedValue(of: reference) {
      return follow(unwrapped, path)
    }
    // `pool.addConnection(data) { connection in … }`: what the method's declaration says the
    // closure receives.
    if case .closureParameter(let closure) = NameBinding.of(reference.baseName.text, at: reference)
    {
      return closureParameterType(
        reference.baseName.text, of: closure, seenFrom: path, depth: depth + 1)
    }
    // A property computed by a getter (`var settings: Settings { … }`, in another extension).
    if !DeclaredTypeResolver.isShadowed(reference.baseName.text, at: reference),
      let owner = DeclaredTypeResolver.enclosingTypeName(of: Syntax(reference)),
      case .type(let type) = index.computedPropertyType(of: owner, named: reference.baseName.text)
    {
      return .type(type)
    }
    // A stored property read in an extension (`extension Outer.ContentView { … theme … }`):
    // the one declaration the extension extends says its type.
    if !DeclaredTypeResolver.isShadowed(reference.baseName.text, at: reference),
      let group = reference.ancestorOrSelf(mapping: { $0.asProtocol(DeclGroupSyntax.self) }),
      let extended = group.as(ExtensionDeclSyntax.self)?.extendedType,
      let simpleName = extended.nominalName
    {
      let written = extended.qualifiedName
      let declarations = index.declarations(named: simpleName, seenFrom: path).filter {
        $0.qualifiedName == written || $0.qualifiedName.hasSuffix("." + written)
      }
      // Those for several platforms (`#if os(iOS)` in one file, macOS in another) that
      // declare the property must agree.
      let types = Set(
        declarations.compactMap { declaration in
          declaration.storedProperties.first { $0.name == reference.baseName.text }
        }.map(\.typeName))
      if types.count == 1, let type = types.first ?? nil {
        return .type(type)
      }
    }
    // Neither a local nor a property: a file-scope variable (`let testData = Store()`).
    return index.globalVariableType(named: reference.baseName.text, seenFrom: path).map {
      .type($0)
    } ?? .unknown
  }

  /// The declared type of a stored property, else of one computed by a getter, else of a
  /// labelled element of a tuple the owner's name aliases.
  func propertyType(of owner: String, named name: String) -> DeclaredTypeResolver.Resolution {
    let stored = index.storedPropertyType(of: owner, named: name)
    guard stored == .unknown else { return stored }
    let computed = index.computedPropertyType(of: owner, named: name)
    return computed == .unknown ? tupleElementType(ofAlias: owner, labeled: name) : computed
  }

  /// `App.objects.sessionController` where `typealias Objects = (sessionController:
  /// SessionController, …)`: the element's written type.
  private func tupleElementType(ofAlias alias: String, labeled label: String)
    -> DeclaredTypeResolver.Resolution
  {
    let aliases = index.allDeclarations(named: alias).filter { $0.kind == .typealias }
    guard aliases.count == 1, let declaration = aliases.first,
      let file = context.source(at: declaration.path),
      let tuple = DeclarationLocator.decl(at: declaration.offset, in: file.tree)?
        .as(TypeAliasDeclSyntax.self)?.initializer.value.as(TupleTypeSyntax.self),
      let type = tuple.elements.first(where: { $0.firstName?.text == label })?.type.nominalName
    else { return .unknown }
    return .type(type)
  }

  /// The names `value` holds when it is reached from outside the scanned sources, which
  /// cannot return a scanned class unless told its type: from an imported module the scan does
  /// not hold (`Inject.observer` where the file imports `Inject`), or from a type no scanned
  /// file declares (`Permission.shared`, `DirectoryWatcher.watch(url)!`, from a package). A
  /// value naming the class, an alias of it or a class of its hierarchy
  /// (`Assembler.shared.resolve(Store.self)`) may still be one.
  func outsideNames(of value: ExprSyntax, in file: ParsedSource) -> Set<String>? {
    guard let root = value.chainRoot ?? value.as(DeclReferenceExprSyntax.self) else {
      return nil
    }
    var name = root.baseName.text
    guard var names = namesReached(from: value) else { return nil }
    // `navigationDelegate.$currentNavigation.map { navigation in navigation?.$state }`: what a
    // method of an outside value hands its closure comes from outside too.
    switch NameBinding.of(name, at: root) {
    case .closureParameter(let closure):
      guard let receiver = Self.receiver(ofClosure: closure),
        let outside = outsideNames(of: receiver, in: file)
      else { return nil }
      return names.union(outside)
    // `for await session in Activity.sessions()`: an element of what comes from outside.
    case .loopElement(let loop):
      guard let outside = outsideNames(of: loop.sequence, in: file) else { return nil }
      return names.union(outside)
    default:
      break
    }
    let isShadowed = DeclaredTypeResolver.isShadowed(name, at: root)
    // `Activity.sessions()` where `struct Activity: GroupActivity` declares no `sessions`: a
    // method an outside protocol or superclass gives the type, which can hand back only what
    // the type's declarations name (they bind its associated types).
    if !isShadowed, name.startsWithUppercase, let method = Self.methodCalled(on: root),
      let declared = scannedMemberNames(ofType: name, seenFrom: file.path),
      !declared.members.contains(method)
    {
      return names.union(declared.names)
    }
    // Whether `name` is the type of `root` itself (`Type.member`, or `value.member` of a value
    // declared of that type), not where a global variable's value starts.
    var namesRootsType = true
    if !isShadowed, let global = index.globalVariable(named: name, seenFrom: file.path),
      let valueRoot = global.valueRoot, valueRoot != name
    {
      namesRootsType = false
      // `musicPlayer.state` where `let musicPlayer = ApplicationMusicPlayer.shared` at file
      // scope: the chain starts where the variable's value does.
      name = valueRoot
      names.formUnion(global.valueNames)
    } else if isShadowed || !name.startsWithUppercase {
      // `context.fetch(request)` where the function takes `context: NSManagedObjectContext`,
      // `splitViewController.splitViewItems` of a property typed `NSSplitViewController`: the
      // chain starts at the declared type of the parameter, local or property, and may hand
      // back what that declaration names (`NSCache<NSString, Model>`).
      if let declared = declaredNames(ofRoot: root),
        case .type(let type) = DeclaredTypeResolver.resolve(root, index: index),
        !isGenericParameter(type, around: root)
      {
        name = type
        names.formUnion(declared.union([type]))
      } else if isShadowed {
        return nil
      }
    }
    guard
      !index.declaresOrExtends(name) || (namesRootsType && readsOutsideMember(of: name, at: root)),
      index.moduleImports(name, seenFrom: file.path)
        || (name.startsWithUppercase && context.unparsedFiles(mentioning: name).isEmpty)
    else { return nil }
    return names
  }

  /// The names an expression holds, with those of the values its locals were set to and of
  /// the types its parameters are written with, since an outside generic method can hand back
  /// only a type its arguments name: `context.fetch(request)` after `let request =
  /// Account.fetchRequest()` names `Account`. Nil when a parameter's type is generic, which a
  /// caller may fill with any class.
  func namesReached(from value: ExprSyntax, depth: Int = 0) -> Set<String>? {
    var names = value.identifierNames
    guard depth < 4 else { return names }
    for token in value.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
      else { continue }
      var reached: Set<String>? = []
      switch NameBinding.of(name, at: reference) {
      case .local(_, let binding):
        let annotated = binding.typeAnnotation?.type.identifierNames ?? []
        if let initial = binding.initializer?.value {
          reached = namesReached(from: initial, depth: depth + 1)?.union(annotated)
        } else {
          reached = annotated
        }
      case .optionalBinding(let binding):
        reached = binding.initializer.flatMap { namesReached(from: $0.value, depth: depth + 1) }
      case .parameter(let parameter):
        let typeNames = parameter.type.identifierNames
        reached =
          typeNames.contains { isGenericParameter($0, around: parameter) } ? nil : typeNames
      default:
        break
      }
      guard let reached else { return nil }
      names.formUnion(reached)
    }
    return names
  }

  /// Whether `NSApplication.shared` reads a member the outside type declares: the sources only
  /// extend the type, and none of their extensions declares the member, so its type is the
  /// framework's, whatever the extensions add.
  private func readsOutsideMember(of name: String, at root: DeclReferenceExprSyntax) -> Bool {
    guard index.onlyExtends(name), let member = root.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == root.id,
      let extensions = typeParts(from: index.extensions(named: name), following: { _ in [] })
    else { return false }
    // Nested types too: `NSApplication.Helper.model` reads what the sources declare.
    let declared = extensions.flatMap {
      $0.decl.memberBlock.declaredMemberNames.union(
        $0.decl.memberBlock.flattenedDecls.compactMap {
          $0.asProtocol(NamedDeclSyntax.self)?.name.text
        })
    }
    return !declared.contains(member.declName.baseName.text)
  }

  /// `sessions` of `Activity.sessions()`: the method called right on `root`.
  private static func methodCalled(on root: DeclReferenceExprSyntax) -> String? {
    guard let member = root.parent?.as(MemberAccessExprSyntax.self), member.base?.id == root.id,
      member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
    else { return nil }
    return member.declName.baseName.text
  }

  /// The member names the scanned declarations of the type `name`, their extensions, and the
  /// scanned classes and protocols they inherit from declare, and every name written in them
  /// (an outside superclass's generic arguments among them); nil when the sources do not
  /// declare the type or a file is gone.
  private func scannedMemberNames(ofType name: String, seenFrom path: String)
    -> (members: Set<String>, names: Set<String>)?
  {
    let declarations = index.declarations(named: name, seenFrom: path).filter {
      $0.kind != .typealias
    }
    // What each part inherits, as that part means it (`extension Activity: Joinable`).
    guard !declarations.isEmpty,
      let parts = typeParts(
        from: declarations,
        following: { part in
          part.inheritedTypes.flatMap { index.inheritedDeclarations(of: part, named: $0) }
            .filter { [.class, .protocol].contains($0.kind) }
        })
    else { return nil }
    return (
      Set(parts.flatMap(\.decl.memberBlock.declaredMemberNames)),
      Set(parts.flatMap(\.decl.identifierNames))
    )
  }

  /// The value whose method the closure is passed to (`publisher` of `publisher.map { … }`).
  private static func receiver(ofClosure closure: ClosureExprSyntax) -> ExprSyntax? {
    let call =
      closure.parent?.as(FunctionCallExprSyntax.self)
      ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    return call?.calledExpression.as(MemberAccessExprSyntax.self)?.base
  }

  /// The names written where the root of a chain is declared: a parameter's type, a local's
  /// type and value, a stored property's; nil for anything else (a closure's parameter), or a
  /// property whose declaration is not found.
  private func declaredNames(ofRoot root: DeclReferenceExprSyntax) -> Set<String>? {
    let name = root.baseName.text
    switch NameBinding.of(name, at: root) {
    case .parameter, .local, .optionalBinding:
      return namesReached(from: ExprSyntax(root))
    case .member(let members, _):
      if let binding = members.flattenedDecls.lazy.compactMap({ $0.as(VariableDeclSyntax.self) })
        .first(where: { $0.singleBindingName == name })?.bindings.first
      {
        return (binding.typeAnnotation?.type.identifierNames ?? [])
          .union(binding.initializer?.value.identifierNames ?? [])
      }
      guard let owner = DeclaredTypeResolver.enclosingTypeName(of: Syntax(root)),
        let property = index.storedProperty(of: owner, named: name)
      else { return nil }
      return Self.words(in: [property.type, property.defaultValue].compactMap { $0 })
    default:
      return nil
    }
  }

  /// The identifiers in declaration texts kept by the index (`NSCache<NSString, Model>`).
  private static func words(in texts: [String]) -> Set<String> {
    Set(
      texts.flatMap {
        $0.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
      })
  }

  /// Whether `name` is a generic parameter or associated type of a declaration around
  /// `node`, which a caller or conformance may fill with any class.
  private func isGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let ancestor = current {
      defer { current = ancestor.parent }
      let declared =
        ancestor.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause?.parameters
        .map(\.name.text)
        ?? ancestor.as(ExtensionDeclSyntax.self)?.extendedType.nominalName.map {
          index.declarations(named: $0).flatMap(\.genericParameters)
        }
        ?? ancestor.as(ProtocolDeclSyntax.self)?.memberBlock.flattenedDecls.compactMap {
          $0.as(AssociatedTypeDeclSyntax.self)?.name.text
        }
      if declared?.contains(name) == true { return true }
    }
    return false
  }

  /// The initial value of the stored property `name` of the type enclosing `node`: an instance
  /// property, else a static one, which a bare name reaches from a static member (a preview's
  /// `static let model = Model()`).
  func storedPropertyValue(
    named name: String, around node: some SyntaxProtocol, unlessShadowed: Bool = true
  ) -> ExprSyntax? {
    guard !unlessShadowed || !DeclaredTypeResolver.isShadowed(name, at: node),
      let members = node.ancestorOrSelf(mapping: {
        $0.asProtocol(DeclGroupSyntax.self)?.memberBlock
      })
    else { return nil }
    let variables = members.flattenedDecls.compactMap { $0.as(VariableDeclSyntax.self) }
      .filter { $0.singleBindingName == name }
    let variable = variables.first { !$0.isStatic } ?? variables.first
    return variable?.bindings.first?.initializer?.value
  }

  /// The type of `typeName.name`: the type itself for one of its cases without a payload,
  /// else the static property's (`extension Store { static var preview: Store { … } }` declares
  /// one as well).
  func staticMemberType(
    of typeName: String, named name: String, seenFrom path: String,
    qualifiedAs typePath: String? = nil, writtenAt node: Syntax? = nil
  ) -> DeclaredTypeResolver.Resolution {
    agreedType(
      amongMembersOf: typeName, seenFrom: path, qualifiedAs: typePath, writtenAt: node
    ) { members in
      Self.declaresCase(name, among: members)
        ? .type(typeName) : staticPropertyType(of: typeName, named: name, among: members)
    }
  }

  /// `AppLockHost.shared` where each build declares `typealias AppLockHost` for a class of its
  /// own: the type of the static member in each declaration the name may mean; nil when one
  /// does not tell, or the name means one declaration (`staticMemberType` answers that).
  private func staticMemberTypes(of value: ExprSyntax, seenFrom path: String) -> Set<String>? {
    guard let member = value.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.text.startsWithUppercase
    else { return nil }
    let declarations = context.declarations(meantBy: base.baseName.text, at: base, inFileAt: path)
    guard declarations.count > 1 else { return nil }
    let name = member.declName.baseName.text
    var types: Set<String> = []
    for declaration in declarations {
      guard let members = memberDecls(of: declaration),
        case .type(let type) =
          Self.declaresCase(name, among: members)
          ? .type(declaration.name)
          : staticPropertyType(of: declaration.name, named: name, among: members)
      else { return nil }
      types.insert(type)
    }
    return types
  }

  private static func declaresCase(_ name: String, among members: [DeclSyntax]) -> Bool {
    members.contains { member in
      member.as(EnumCaseDeclSyntax.self)?.elements.contains {
        $0.name.text == name && $0.parameterClause == nil
      } == true
    }
  }

  private func staticPropertyType(
    of typeName: String, named name: String, among members: [DeclSyntax]
  )
    -> DeclaredTypeResolver.Resolution
  {
    for member in members {
      guard let variable = member.as(VariableDeclSyntax.self), variable.isStatic,
        variable.singleBindingName == name, let binding = variable.bindings.first
      else { continue }
      if let type = binding.typeAnnotation?.type.nominalName {
        return .type(type == "Self" ? typeName : type)
      }
      if let value = binding.initializer?.value, let construction = Construction(value) {
        let constructed = String(construction.typeName.split(separator: ".").last ?? "")
        return .type(constructed == "Self" ? typeName : constructed)
      }
      // `static let standard = SortOrder.newest`: one of the type's own cases.
      if let access = binding.initializer?.value.as(MemberAccessExprSyntax.self),
        [nil, typeName, "Self"].contains(access.base?.trimmedDescription),
        Self.declaresCase(access.declName.baseName.text, among: members)
      {
        return .type(typeName)
      }
      return .unknown
    }
    return .unknown
  }

  /// The type of the associated value `reference` names when a `case` pattern binds it
  /// (`case .settings(let manager, let collection):` of a `switch`, `if case .repost(let post)
  /// = media`), from the case the type of the matched value declares; nil when no pattern
  /// binds that name.
  func enumPayloadType(
    boundTo reference: DeclReferenceExprSyntax, seenFrom path: String, depth: Int = 0
  ) -> DeclaredTypeResolver.Resolution? {
    guard
      case .patternBinding(let pattern, let subject?) = NameBinding.of(
        reference.baseName.text, at: reference),
      let (caseName, position) = Self.associatedValue(
        bindingTo: reference.baseName.text, in: pattern)
    else { return nil }
    // Views often nest an enum of one name each (`ViewState`): the switched property's own
    // declaration tells which it is.
    guard case .type(let enumType) = valueType(subject, seenFrom: path, depth: depth) else {
      return .unknown
    }
    let candidates =
      context.declarations(ofValue: subject, inFileAt: path)
      ?? index.declarations(named: enumType, seenFrom: path)
    guard candidates.count == 1, let enumDeclaration = candidates.first,
      let members = memberDecls(of: enumDeclaration)
    else { return .unknown }
    let cases = members.compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
      .filter { $0.name.text == caseName }
    guard cases.count == 1, let parameters = cases.first?.parameterClause?.parameters,
      position < parameters.count
    else { return .unknown }
    guard let type = parameters[parameters.index(at: position)].type.nominalName else {
      return .unknown
    }
    // `case first(A)` of `enum Either<A, B>` holds what the switched value's type gives for
    // `A` (`let content: Either<Post, Comment>`), when it is written.
    guard let parameterPosition = enumDeclaration.genericParameters.firstIndex(of: type) else {
      return .type(type)
    }
    let arguments = DeclaredTypeResolver.writtenGenericArguments(of: subject)
    guard parameterPosition < arguments.count,
      let argument = arguments[parameterPosition]
    else { return .unknown }
    return .type(argument)
  }

  /// `.settings(let manager, _)` or `let .settings(manager, _)`: the case's name and the
  /// position of the associated value bound to `name`.
  private static func associatedValue(bindingTo name: String, in pattern: PatternSyntax)
    -> (String, Int)?
  {
    let unwrapped = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
    guard
      let call = unwrapped.as(ExpressionPatternSyntax.self)?.expression
        .as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    for (position, argument) in call.arguments.enumerated() {
      let expression = argument.expression
      let bound =
        expression.as(PatternExprSyntax.self).map { patternExpression in
          let inner = patternExpression.pattern
          return (inner.as(ValueBindingPatternSyntax.self)?.pattern ?? inner)
            .as(IdentifierPatternSyntax.self)?.identifier.text
        } ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
      if bound == name { return (member.declName.baseName.text, position) }
    }
    return nil
  }

  /// The type of the parameter `name` of a closure passed to a method of a scanned type, as
  /// the method's closure parameter declares it (`completion: ((Connection) -> Void)?`); the
  /// trailing closure stands for the method's last closure parameter.
  private func closureParameterType(
    _ name: String, of closure: ClosureExprSyntax, seenFrom path: String, depth: Int
  ) -> DeclaredTypeResolver.Resolution {
    let trailingCall = closure.parent?.as(FunctionCallExprSyntax.self)
    let argument = closure.parent?.as(LabeledExprSyntax.self)
    guard
      let call = trailingCall?.trailingClosure?.id == closure.id
        ? trailingCall : argument?.parent?.parent?.as(FunctionCallExprSyntax.self),
      trailingCall != nil || argument?.label != nil,
      let position = DeclaredTypeResolver.parameterNames(of: closure).firstIndex(of: name)
    else { return .unknown }
    let method: String
    let owner: String
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
      method = member.declName.baseName.text
      if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
        typeName.startsWithUppercase, index.declaresOrExtends(typeName)
      {
        owner = typeName
      } else if case .type(let type) = valueType(base, seenFrom: path, depth: depth) {
        owner = type
      } else {
        return .unknown
      }
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      !DeclaredTypeResolver.isShadowed(reference.baseName.text, at: reference),
      let enclosing = DeclaredTypeResolver.enclosingTypeName(of: Syntax(reference))
    {
      // `add(name) { connection in … }` inside the type: its own method.
      (method, owner) = (reference.baseName.text, enclosing)
    } else {
      return .unknown
    }
    let label = argument?.label?.text
    return agreedType(amongMembersOf: owner, seenFrom: path) { members in
      var types: Set<String?> = []
      for function in members.compactMap({ $0.as(FunctionDeclSyntax.self) })
      where function.name.declaredName == method {
        let closures = function.signature.parameterClause.parameters.filter {
          $0.type.functionType != nil
        }
        let parameter =
          label.map { label in closures.first { $0.firstName.text == label } } ?? closures.last
        let received = parameter?.type.functionType?.parameters
        guard let received, position < received.count else {
          types.insert(nil)
          continue
        }
        types.insert(received[received.index(at: position)].type.nominalName)
      }
      guard types.count == 1, let type = types.first ?? nil else { return .unknown }
      return index.ofKnownType(type, memberOf: owner)
    }
  }

  /// The type `resolve` reads from the members of the types called `typeName` that code at
  /// `path` sees: of same-named types (alternatives under `#if`, or in targets the index cannot
  /// tell apart), only a type every one of them tells.
  /// `node` is where the type's name is written, which decides what a name of several types
  /// (one nested in another type) means there.
  private func agreedType(
    amongMembersOf typeName: String, seenFrom path: String, qualifiedAs typePath: String? = nil,
    writtenAt node: Syntax? = nil, _ resolve: ([DeclSyntax]) -> DeclaredTypeResolver.Resolution
  ) -> DeclaredTypeResolver.Resolution {
    var agreed: String?
    let declarations =
      node.map { context.declarations(meantBy: typeName, at: $0, inFileAt: path) }
      ?? index.declarations(named: typeName, seenFrom: path)
    // `Preferences.General` written in full picks that type among other `General`s.
    for declaration in declarations
    where typePath.map({
      $0 == declaration.qualifiedName
        || declaration.qualifiedName.hasSuffix("." + $0)
    }) ?? true {
      guard let members = memberDecls(of: declaration), case .type(let type) = resolve(members),
        agreed == nil || agreed == type
      else { return .unknown }
      agreed = type
    }
    return agreed.map { .type($0) } ?? .unknown
  }

  private func memberDecls(of declaration: TypeSummary) -> [DeclSyntax]? {
    var members: [DeclSyntax] = []
    for summary in [declaration] + index.extensions(of: declaration) {
      guard let file = context.source(at: summary.path),
        let decl = DeclarationLocator.decl(at: summary.offset, in: file.tree),
        let block = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock
      else { return nil }
      members += block.flattenedDecls
    }
    return members
  }

  /// The written result type of the method (or stored closure) `name` of `typeName`, static or
  /// not as called (nil: either, for a call without a base), when every overload in the type and
  /// its extensions writes the same plain type and the scan declares it: a generic
  /// `func resolve<T>() -> T`, or a type from outside, tells nothing.
  func methodResultType(
    of typeName: String, named name: String, isStatic: Bool?, seenFrom path: String,
    qualifiedAs typePath: String? = nil, writtenAt node: Syntax? = nil
  ) -> DeclaredTypeResolver.Resolution {
    agreedType(amongMembersOf: typeName, seenFrom: path, qualifiedAs: typePath, writtenAt: node) {
      members in
      methodResultType(of: typeName, named: name, isStatic: isStatic, among: members)
    }
  }

  private func methodResultType(
    of typeName: String, named name: String, isStatic: Bool?, among members: [DeclSyntax]
  ) -> DeclaredTypeResolver.Resolution {
    var results: Set<String> = []
    for member in members {
      let result: String?
      if let function = member.as(FunctionDeclSyntax.self), function.name.declaredName == name,
        isStatic == nil || function.modifiers.containsStatic == isStatic
      {
        guard function.genericParameterClause == nil else { return .unknown }
        result = function.signature.returnClause?.type.nominalName
      } else if let variable = member.as(VariableDeclSyntax.self),
        variable.singleBindingName == name, isStatic == nil || variable.isStatic == isStatic
      {
        // A stored closure: `var makeSentinel: () -> DeepLinkSentinel`.
        let type = variable.bindings.first?.typeAnnotation?.type
        result = type?.as(FunctionTypeSyntax.self)?.returnClause.type.nominalName
      } else {
        continue
      }
      guard let result else { return .unknown }
      results.insert(result == "Self" ? typeName : result)
    }
    guard results.count == 1, let result = results.first,
      !index.declarations(named: result).isEmpty || !index.extensions(named: result).isEmpty
    else { return .unknown }
    return .type(result)
  }

  /// The `.environmentObject(x)` call named by `token`, with one unlabelled argument.
  func environmentObjectCall(_ token: TokenSyntax) -> FunctionCallExprSyntax? {
    guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id, call.arguments.count == 1,
      call.arguments.first?.label == nil
    else { return nil }
    return call
  }

  /// The owner's body and its extensions, wherever they are: a binding or a wrapper use in an
  /// extension decides as much as one in the type.
  struct MemberScope {
    let file: ParsedSource
    let members: MemberBlockSyntax
    let usage: PropertyUsage
    /// `$model.title`: the projection used as a base, which needs something bindable.
    let bindings: [TokenSyntax]
  }

  func scopes(of property: WrappedProperty, in file: ParsedSource) -> [MemberScope] {
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
        token.text == "$" + property.name
          && token.parent?.as(DeclReferenceExprSyntax.self)?.isProjectionBinding == true
      }
      return MemberScope(
        file: file, members: members, usage: PropertyUsage(of: property.name, in: members),
        bindings: bindings)
    }
  }

  /// `heldClasses`: the classes the property may hold besides this one and its hierarchy.
  func rewrite(
    _ property: WrappedProperty, in file: ParsedSource, heldClasses: [TypeSummary] = [],
    _ work: inout Work
  ) {
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
      // `@StateObject var state = AppState.shared` builds nothing: the object exists already.
      // An `App` is created once, at launch, so what its properties build is built once too.
      let creates =
        property.binding.initializer.map { !Self.namesExistingValue($0.value) } == true
        || !wrapperAssignments.isEmpty
      // So is a static property's (a preview's shared state), and a preview or a test building
      // its model again harms no user.
      let buildsOnce =
        property.owner.inheritanceClause?.inheritedTypes.contains {
          $0.type.nominalName == "App"
        } == true || !property.isInstalledBySwiftUI
        || context.isPreviewOrTest(property.variable, in: file)
      if creates, !buildsOnce,
        let hazard = constructionHazard(ownerName, among: hierarchy + heldClasses)
      {
        // Once per view, however many of its properties build the model.
        if !work.notes.contains(hazard) { work.notes.append(hazard) }
        work.isUnsafe = true
      }
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
  func observedAssignmentEdits(
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
  func environmentEdits(
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
    // An extension in another file cannot see a private property.
    if !property.variable.modifiers.containsAccessLevel,
      !scopes.contains(where: { $0.file.path != file.path })
    {
      edits.append(file.insert("private ", before: property.variable.bindingSpecifier))
    }
    for scope in scopes {
      edits += bindableDeclarations(of: property, bindings: scope.bindings, in: scope.file, &work)
    }
    return edits
  }

  /// `@Bindable var store = store` first in each body that binds `$store.x`.
  func bindableDeclarations(
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
    // `self.$store.x` names the property's projection, which `@Environment` does not have:
    // without `self.` it names the local `@Bindable`.
    for token in bindings {
      if let qualified = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        let base = qualified.base, base.isSelfReference
      {
        edits.append(
          TextEdit(
            path: file.path,
            range: base.positionAfterSkippingLeadingTrivia
              .utf8Offset..<token.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: ""))
      }
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
  func bindingScope(of token: TokenSyntax)
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

  /// `AppState.shared` or `container.model`: a value read, not built.
  private static func namesExistingValue(_ value: ExprSyntax) -> Bool {
    if value.is(DeclReferenceExprSyntax.self) { return true }
    guard let member = value.as(MemberAccessExprSyntax.self), let base = member.base else {
      return false
    }
    return namesExistingValue(base)
  }

  /// What the finding says when a view now builds the model with `@State`: its initializer
  /// runs at every view initialisation, so one with work in it should move that work out.
  /// In a hierarchy the view may be handed any of its classes (`initModel()` building a
  /// subclass), and a subclass runs its superclasses' initializers too: the work of each counts,
  /// as does that of every class a view generic over a protocol may hold.
  func constructionHazard(_ owner: String, among classes: [TypeSummary]) -> String? {
    let others = classes.filter { !isThisClass($0) }.compactMap { member in
      context.source(at: member.path).flatMap {
        DeclarationLocator.decl(at: member.offset, in: $0.tree)?.as(ClassDeclSyntax.self)
      }.map { ($0, member.path) }
    }
    for (decl, path) in [(classDecl, source.path)] + others {
      // The forwarding statements of the unit go with the migration.
      let removed = forwards(in: path).filter(goesWithUnit).map(\.removal.range)
      let members = decl.memberBlock.flattenedDecls
      // Decoding (`init(from:)`) and archiving (`init?(coder:)`) build the model from data, not
      // from a view's property.
      let initializerBodies = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        .filter {
          !["from", "coder"].contains($0.signature.parameterClause.parameters.first?.firstName.text)
        }
        .compactMap(\.body).map { Syntax($0) }
      let initialValues = members.compactMap { $0.as(VariableDeclSyntax.self) }
        .filter { !$0.isStatic && !$0.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) } }
        .flatMap(\.bindings).compactMap(\.initializer).map { Syntax($0) }
      let work = (initializerBodies + initialValues).flatMap {
        WorkingCalls.find(in: $0, excluding: removed)
      }
      if let first = work.first {
        return
          "'@State' in '\(owner)' builds a new '\(decl.name.text)' each time the view is initialised (only the first is kept), so '\(first)' runs each time too; move it into a task"
      }
    }
    return nil
  }

}

/// Calls that do work when an object is created: functions, methods and `Task { … }`, but not
/// `super.init` or plain constructions (`Date()`, `Set<AnyCancellable>()`).
private final class WorkingCalls: SyntaxVisitor {
  private var calls: [String] = []
  private var excluded: [Range<Int>] = []

  /// The calls in `node` outside the byte ranges `excluded`, statements the fix removes.
  static func find(in node: Syntax, excluding excluded: [Range<Int>]) -> [String] {
    let finder = WorkingCalls(viewMode: .sourceAccurate)
    finder.excluded = excluded
    finder.walk(node)
    return finder.calls
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    if excluded.contains(where: { $0.contains(start) }) { return .skipChildren }
    let callee = node.calledExpression.trimmedDescription
    // `[Bookmark]()` and `[String: Int]()` build empty collections, and an implicit member
    // (`.init()`, `.constant(nil)`, `GridItem(.flexible())`) a value of the type the context
    // expects: constructions like `Date()`. What a closure called at once (`{ … }()`) does is
    // looked at on its own, as is a closure passed to a call.
    let member = node.calledExpression.as(MemberAccessExprSyntax.self)
    if node.calledExpression.is(ArrayExprSyntax.self)
      || node.calledExpression.is(DictionaryExprSyntax.self)
      || node.calledExpression.is(ClosureExprSyntax.self)
      || member.map({ $0.base == nil || Self.valueOperations.contains($0.declName.baseName.text) })
        == true
      || Self.valueFunctions.contains(callee)
    {
      return .visitChildren
    }
    if let construction = Construction(ExprSyntax(node)) {
      if construction.typeName == "Task" { calls.append("Task { … }") }
    } else if !callee.hasPrefix("super.") && !callee.hasPrefix("self.init"),
      !Self.onlyReads(node.calledExpression)
    {
      calls.append(Self.name(of: ExprSyntax(node)))
    }
    return .visitChildren
  }

  /// Functions and methods that compute a value from the values they are given, and change
  /// nothing: `stride(from: 0, to: 12, by: 1).map { … }`, `UUID().uuidString.prefix(8)`,
  /// `subject.eraseToAnyPublisher()` (which subscribes to nothing).
  private static let valueFunctions: Set<String> = ["stride", "min", "max", "abs", "zip"]
  private static let valueOperations: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "reversed", "enumerated",
    "prefix", "suffix", "dropFirst", "dropLast", "first", "last", "contains", "joined", "split",
    "components", "lowercased", "uppercased", "trimmingCharacters", "replacingOccurrences",
    "eraseToAnyPublisher",
  ]

  /// A call as a message names it, arguments and closures elided: `$query.removeDuplicates()
  /// .sink { … }.store(…)`.
  private static func name(of expression: ExprSyntax) -> String {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      let arguments =
        call.arguments.isEmpty && call.trailingClosure != nil
        ? "" : call.arguments.isEmpty ? "()" : "(…)"
      return name(of: call.calledExpression) + arguments
        + (call.trailingClosure == nil ? "" : " { … }")
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return name(of: base) + "." + member.declName.trimmedDescription
    }
    return expression.trimmedDescription
  }

  /// A read that changes nothing: a stored setting (`UserDefaults.standard.bool(forKey:)`) or
  /// a date computed in the user's calendar (`Calendar.current.component(.year, from: now)`).
  private static func onlyReads(_ callee: ExprSyntax) -> Bool {
    guard let member = callee.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(MemberAccessExprSyntax.self),
      let type = base.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    switch type {
    case "UserDefaults":
      return [
        "bool", "string", "integer", "double", "float", "data", "object", "array", "dictionary",
        "url", "stringArray", "value",
      ].contains(member.declName.baseName.text)
    case "Calendar":
      return ["current", "autoupdatingCurrent"].contains(base.declName.baseName.text)
    default:
      return false
    }
  }

  /// `#if os(watchOS)` is a compile-time condition, not a call: only the clause's code runs.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    if let elements = node.elements { walk(elements) }
    return .skipChildren
  }

  /// A closure stored for later runs later.
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    node.parent?.is(FunctionCallExprSyntax.self) == true ? .visitChildren : .skipChildren
  }
}
