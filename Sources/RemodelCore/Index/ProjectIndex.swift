import Foundation
import SwiftSyntax

/// The read-only summary of every type in the scanned sources, answering the questions rules ask
/// about types declared in other files.
public struct ProjectIndex: Sendable {
  /// Declarations (not extensions) by simple name.
  private let declarations: NamedTable<[TypeSummary]>
  /// Extensions by the simple name of the extended type.
  private let extensions: NamedTable<[TypeSummary]>
  /// Calls that create a type by name, by that name.
  private let callSitesByName: NamedTable<[CallSite]>
  /// Classes, protocols and extensions by the simple name of each type they inherit from.
  private let subclassCandidates: NamedTable<[TypeSummary]>
  /// Typealiases by the simple name of each type they name (`typealias VM = FeedViewModel`).
  private let aliasesByAliasedName: NamedTable<[TypeSummary]>
  /// Types holding a property in a SwiftUI ownership wrapper, by the simple name of its type.
  private let wrapperHolders: NamedTable<[TypeSummary]>
  private let untypedHolderPaths: Set<String>
  /// Paths of the files using each name as a function value, reading each member name, and
  /// mentioning each type name, in scan order: asked for every type a rule follows.
  private let pathsReferencingAsFunction: NamedTable<[String]>
  private let pathsReadingMember: NamedTable<[String]>
  private let pathsMentioning: NamedTable<[String]>
  private let publishedNames: [String]
  private let modules: ModuleMap
  /// The modules each module imports, by name, from its files' `import`s.
  private let importsByModule: [String: Set<String>]
  /// The modules each module imports `@testable` or `@_spi(…)` somewhere.
  private let privilegedImportsByModule: [String: Set<String>]
  /// The modules each file imports: a type name resolves in those (and the file's own module).
  private let importsByPath: [String: Set<String>]
  /// The modules of the file whose rules ask, when the index is scoped to it: names resolve
  /// inside each of them and the modules it imports.
  private var home: [ModuleMap.Module]?
  /// Whether the file whose rules ask is a leftover no target compiles: its names mean the
  /// leftovers declared beside it before the compiled types they copy.
  private var homeIsUncompiled = false
  /// Conformances already worked out, shared by every scoped copy of this index.
  private let conformances = AnswerCache()
  private let observableGenerics: [String: String]
  /// Each file-scope variable by name, with the file declaring it.
  private let globalVariables: NamedTable<[(path: String, variable: GlobalVariable)]>
  /// Each file-scope function by name, with the simple name of the type it returns.
  private let globalFunctions: NamedTable<[(path: String, function: GlobalFunction)]>
  /// The names of the scanned modules (`MyApp` in `MyApp.Store.shared`).
  private let moduleNames: Set<String>
  /// The generic views of the sources that lay out their content lazily, by name.
  private let customLazyContainers: NamedTable<LazyRow.ContainerKind>
  /// The generic views of the sources that present some of their content (a navigation link
  /// of their own), by name, with the properties they present.
  private let customPresenters: NamedTable<Set<String>>
  /// Where the rules of the file asking note what they read, when a later pass may run them
  /// again.
  var reads: ReadLog?

  /// Files holding a property in `@StateObject` or `@ObservedObject` whose type is neither
  /// written nor a construction (`@ObservedObject var status = Service.shared.status`): which
  /// class it holds only their syntax tells.
  public var untypedWrapperHolderPaths: Set<String> {
    reads?.note(.untypedWrapperHolders)
    return untypedHolderPaths
  }

  /// Every `Published<T>` some file names as a type, as `mentionedTypeNames` holds it.
  public var publishedTypeNames: [String] {
    reads?.note(.publishedTypeNames)
    return publishedNames
  }

  /// Functions and types whose generic parameter must be an `ObservableObject`, and members of
  /// `extension ObservableObject`, with the file declaring each.
  public var observableObjectGenerics: [String: String] {
    reads?.note(.observableObjectGenerics)
    return observableGenerics
  }

  public init(files: [FileSummary], modules: ModuleMap = ModuleMap()) {
    self.init(tables: Tables(files), modules: modules)
  }

  /// Completes `tables` with what depends on the module map: what each module imports.
  init(tables: Tables, modules: ModuleMap) {
    declarations = NamedTable(.declarations, tables.declarations)
    extensions = NamedTable(.extensions, tables.extensions)
    callSitesByName = NamedTable(.callSites, tables.callSitesByName)
    subclassCandidates = NamedTable(.inheritors, tables.subclassCandidates)
    aliasesByAliasedName = NamedTable(.aliases, tables.aliasesByAliasedName)
    wrapperHolders = NamedTable(.wrapperHolders, tables.wrapperHolders)
    untypedHolderPaths = tables.untypedWrapperHolderPaths
    pathsReferencingAsFunction = NamedTable(
      .functionValueReferences, tables.pathsReferencingAsFunction)
    pathsReadingMember = NamedTable(.memberReaders, tables.pathsReadingMember)
    pathsMentioning = NamedTable(.mentioners, tables.pathsMentioning)
    publishedNames = tables.publishedTypeNames
    importsByPath = tables.importsByPath
    observableGenerics = tables.observableObjectGenerics
    globalVariables = NamedTable(.globalVariables, tables.globalVariables)
    globalFunctions = NamedTable(.globalFunctions, tables.globalFunctions)
    customLazyContainers = NamedTable(
      .contentHosts, LazyRow.customContainers(hosts: tables.contentHosts))
    customPresenters = NamedTable(
      .contentHosts,
      tables.contentHosts.compactMapValues { hosts in
        let presented = hosts.reduce(into: Set<String>()) { $0.formUnion($1.presented) }
        return presented.isEmpty ? nil : presented
      })
    self.modules = modules
    var importsByModule: [String: Set<String>] = [:]
    var privilegedImportsByModule: [String: Set<String>] = [:]
    var moduleNames: Set<String> = []
    for (path, imports) in tables.importsByPath {
      for module in modules.modules(of: path) {
        importsByModule[module.key, default: []].formUnion(imports)
        privilegedImportsByModule[module.key, default: []].formUnion(
          tables.privilegedImportsByPath[path] ?? [])
        if let name = module.name { moduleNames.insert(name) }
      }
    }
    self.importsByModule = importsByModule
    self.privilegedImportsByModule = privilegedImportsByModule
    self.moduleNames = moduleNames
  }

  /// The index's tables that do not depend on which module a file is in, so that they can be
  /// built while the module map is read.
  struct Tables: Sendable {
    let declarations: [String: [TypeSummary]]
    let extensions: [String: [TypeSummary]]
    let callSitesByName: [String: [CallSite]]
    let subclassCandidates: [String: [TypeSummary]]
    let aliasesByAliasedName: [String: [TypeSummary]]
    let wrapperHolders: [String: [TypeSummary]]
    let untypedWrapperHolderPaths: Set<String>
    let pathsReferencingAsFunction: [String: [String]]
    let pathsReadingMember: [String: [String]]
    let pathsMentioning: [String: [String]]
    let publishedTypeNames: [String]
    let importsByPath: [String: Set<String>]
    let privilegedImportsByPath: [String: Set<String>]
    let observableObjectGenerics: [String: String]
    let globalVariables: [String: [(path: String, variable: GlobalVariable)]]
    let globalFunctions: [String: [(path: String, function: GlobalFunction)]]
    let contentHosts: [String: [ContentHosts]]

    init(_ files: [FileSummary]) {
      var declarations: [String: [TypeSummary]] = [:]
      var extensions: [String: [TypeSummary]] = [:]
      for summary in files.flatMap(\.types) {
        if summary.kind == .extension {
          extensions[summary.name, default: []].append(summary)
        } else {
          declarations[summary.name, default: []].append(summary)
        }
      }
      var wrapperHolders: [String: [TypeSummary]] = [:]
      var untypedWrapperHolderPaths: Set<String> = []
      for holder in files.flatMap(\.types) {
        for property in holder.storedProperties
        where property.wrapper.map(ProjectIndex.ownershipWrappers.contains) == true {
          if let held = property.typeName {
            wrapperHolders[held, default: []].append(holder)
          } else if property.wrapper == "StateObject" || property.wrapper == "ObservedObject" {
            untypedWrapperHolderPaths.insert(holder.path)
          }
        }
      }
      self.untypedWrapperHolderPaths = untypedWrapperHolderPaths
      self.declarations = declarations
      contentHosts = declarations.compactMapValues { types in
        let hosts = types.compactMap(\.contentHosts)
        return hosts.isEmpty ? nil : hosts
      }
      var subclassCandidates: [String: [TypeSummary]] = [:]
      for type in Array(declarations.values.joined()) + extensions.values.joined()
      where [.class, .protocol, .extension].contains(type.kind) {
        for inherited in Set(type.inheritedTypes.map(ProjectIndex.simpleName)) {
          subclassCandidates[inherited, default: []].append(type)
        }
      }
      self.subclassCandidates = subclassCandidates
      var aliases: [String: [TypeSummary]] = [:]
      for alias in declarations.values.joined() where alias.kind == .typealias {
        for aliased in Set(alias.inheritedTypes.map(ProjectIndex.simpleName)) {
          aliases[aliased, default: []].append(alias)
        }
      }
      self.aliasesByAliasedName = aliases
      self.extensions = extensions
      self.wrapperHolders = wrapperHolders
      self.callSitesByName = Dictionary(grouping: files.flatMap(\.callSites)) {
        String($0.typeName.split(separator: ".").last ?? "")
      }
      self.pathsReferencingAsFunction = ProjectIndex.paths(of: files, by: \.functionValueReferences)
      self.pathsReadingMember = ProjectIndex.paths(of: files, by: \.memberAccessNames)
      self.pathsMentioning = ProjectIndex.paths(of: files, by: \.mentionedTypeNames)
      self.publishedTypeNames = pathsMentioning.keys.filter { $0.hasPrefix("Published<") }.sorted()
      self.importsByPath = Dictionary(
        files.map { ($0.path, $0.imports) }, uniquingKeysWith: { first, _ in first })
      self.privilegedImportsByPath = Dictionary(
        files.map { ($0.path, $0.privilegedImports) }, uniquingKeysWith: { first, _ in first })
      var generics: [String: String] = [:]
      for file in files {
        for name in file.observableObjectGenerics where generics[name] == nil {
          generics[name] = file.path
        }
      }
      self.observableObjectGenerics = generics
      var globals: [String: [(path: String, variable: GlobalVariable)]] = [:]
      for file in files {
        for global in file.globalVariables {
          globals[global.name, default: []].append((file.path, global))
        }
      }
      globalVariables = globals
      var functions: [String: [(path: String, function: GlobalFunction)]] = [:]
      for file in files {
        for function in file.globalFunctions {
          functions[function.name, default: []].append((file.path, function))
        }
      }
      globalFunctions = functions
    }
  }

  /// The type of the file-scope variable `name` (`var Current = Environment()`) that code in
  /// the file at `path` sees, when it sees one and its type is written, constructed, or that of
  /// the static property it reads (`let manager = BackupManager.shared`).
  public func globalVariableType(named name: String, seenFrom path: String) -> String? {
    guard let global = globalVariable(named: name, seenFrom: path) else { return nil }
    if let type = global.typeName { return type }
    guard let owner = global.valueRoot, let member = global.staticMember,
      case .type(let type) = staticPropertyType(of: owner, named: member)
    else { return nil }
    return type
  }

  /// The file-scope variable `name` that code in the file at `path` sees, when it sees one.
  public func globalVariable(named name: String, seenFrom path: String) -> GlobalVariable? {
    let seen = (globalVariables[name, reads] ?? []).filter {
      sees(declaredIn: $0.path, from: path)
    }
    return seen.count == 1 ? seen[0].variable : nil
  }

  /// The type the file-scope function `name` returns, seen from the file at `path`, when every
  /// one it sees writes the same plain type.
  public func globalFunctionType(named name: String, seenFrom path: String) -> String? {
    let types = Set(globalFunctions(named: name, seenFrom: path).map(\.typeName))
    return types.count == 1 ? types.first ?? nil : nil
  }

  /// The argument the file-scope function `name` returns (`configure(AppState()) { … }`), seen
  /// from the file at `path`, when every one it sees returns the same one.
  public func argumentReturned(byFunctionNamed name: String, seenFrom path: String)
    -> (position: Int, label: String?)?
  {
    let seen = globalFunctions(named: name, seenFrom: path)
    guard let first = seen.first?.returnedArgument,
      seen.allSatisfy({
        $0.returnedArgument?.position == first.position && $0.returnedArgument?.label == first.label
      })
    else { return nil }
    return first
  }

  private func globalFunctions(named name: String, seenFrom path: String) -> [GlobalFunction] {
    (globalFunctions[name, reads] ?? []).filter { sees(declaredIn: $0.path, from: path) }.map(
      \.function)
  }

  /// Whether some file of the module holding the file at `path` imports the module `name`
  /// (`@_exported import Inject` in one file reaches them all).
  public func moduleImports(_ name: String, seenFrom path: String) -> Bool {
    modules.modules(of: path).contains { isImported(name, by: $0) }
  }

  /// Whether the scanned sources declare or extend a type, declare a file-scope variable, or
  /// form a module called `name`: when none does, `name` comes from a module outside them.
  public func declaresOrExtends(_ name: String) -> Bool {
    declarations[name, reads] != nil || extensions[name, reads] != nil
      || globalVariables[name, reads] != nil || isModuleName(name)
  }

  /// Whether the sources extend `name` (`extension NSApplication`) without declaring a type,
  /// global or module of that name: the type comes from outside.
  public func onlyExtends(_ name: String) -> Bool {
    extensions[name, reads] != nil && declarations[name, reads] == nil
      && globalVariables[name, reads] == nil && !isModuleName(name)
  }

  private func isModuleName(_ name: String) -> Bool {
    reads?.note(.moduleNames)
    return moduleNames.contains(name)
  }

  private static func paths(
    of files: [FileSummary], by names: KeyPath<FileSummary, Set<String>>
  ) -> [String: [String]] {
    var paths: [String: [String]] = [:]
    for file in files {
      for name in file[keyPath: names] { paths[name, default: []].append(file.path) }
    }
    return paths
  }

  /// Files that use the type `name` as a function value, where a changed initializer would break.
  public func filesReferencingAsFunction(_ name: String) -> [String] {
    pathsReferencingAsFunction[name, reads] ?? []
  }

  /// Files other than `excludedPath` that read a member called `name` on some value.
  public func filesReadingMember(_ name: String, excluding excludedPath: String) -> [String] {
    (pathsReadingMember[name, reads] ?? []).filter { $0 != excludedPath }
  }

  /// The declared type of a stored property of `type`, from its annotation or the constructed
  /// type of its initial value; unknown when the type or property is not unique and written.
  /// `arguments` are the generic arguments `type` is written with: a property typed by a
  /// generic parameter has the argument given for it (`B?` of `Entity<A, B>` is a `B`).
  func storedPropertyType(of type: String, named name: String, arguments: [String?] = [])
    -> DeclaredTypeResolver.Resolution
  {
    var current = type
    var arguments = arguments
    var seen: Set<String> = []
    // A subclass reads the stored properties its superclasses declare.
    while seen.insert(current).inserted, seen.count <= 8 {
      let declarations = declarations(named: current)
      let candidates = declarations.compactMap { declaration in
        declaration.storedProperties.first { $0.name == name }
      }
      let parameters = declarations.count == 1 ? declarations.first?.genericParameters ?? [] : []
      // A type named in the current type: itself, or for one of its generic parameters the
      // argument given for it, when known.
      let resolved = { (name: String) -> String? in
        guard declarations.contains(where: { $0.genericParameters.contains(name) }) else {
          return name
        }
        guard let position = parameters.firstIndex(of: name), position < arguments.count else {
          return nil
        }
        return arguments[position]
      }
      if !candidates.isEmpty {
        // Declarations for several platforms (`#if os(iOS)` in one file, macOS in another)
        // may each declare the property: they must agree.
        let typeNames = Set(candidates.map(declaredOrInjectedType))
        guard typeNames.count == 1, let typeName = typeNames.first ?? nil,
          let known = resolved(typeName)
        else { return .unknown }
        return .type(known)
      }
      guard let declaration = Self.supertypeDeclaration(declarations),
        let superclass = declaration.inheritedTypes.first
      else { return .unknown }
      arguments = declaration.inheritedTypeArguments.map { $0.flatMap(resolved) }
      current = superclass
    }
    return .unknown
  }

  /// The one stored property `name` the declarations of `type` give it; nil when none or
  /// several (one per platform, say) do.
  func storedProperty(of type: String, named name: String) -> StoredProperty? {
    let candidates = declarations(named: type).compactMap { declaration in
      declaration.storedProperties.first { $0.name == name }
    }
    return candidates.count == 1 ? candidates.first : nil
  }

  /// The written type of a stored property, the type the factory injecting it makes, or the
  /// type of the static property it starts as (`= Store.shared`).
  private func declaredOrInjectedType(_ property: StoredProperty) -> String? {
    if let type = property.typeName { return type }
    if let injection = property.injection, case .type(let type) = product(of: injection) {
      return type
    }
    guard let value = property.defaultValue, let dot = value.firstIndex(of: "."),
      case (let owner, let member) = (
        String(value[..<dot]), String(value[value.index(after: dot)...])
      ),
      owner.first?.isUppercase == true, member.first?.isLowercase == true,
      (owner + member).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      case .type(let type) = staticPropertyType(of: owner, named: member)
    else { return nil }
    return type
  }

  /// The written type of the property computed by a getter, in the type's declaration or its
  /// extensions; unknown when none or several say.
  func computedPropertyType(of type: String, named name: String) -> DeclaredTypeResolver.Resolution
  {
    guard let (owner, written) = computedProperty(of: type, named: name),
      !written.hasPrefix("[")
    else { return .unknown }
    return ofKnownType(Self.nominalName(written), memberOf: owner)
  }

  /// The written type of a property computed in an extension of a protocol the type adopts
  /// (`extension View { var appDelegate: AppDelegate { … } }` for a view); unknown when none or
  /// several say.
  func protocolExtensionPropertyType(of type: String, named name: String)
    -> DeclaredTypeResolver.Resolution
  {
    let adopted = Set(declarationsAndExtensions(of: type).flatMap(\.inheritedTypes))
    let written = Set(
      adopted.flatMap { extensions(named: $0) }.compactMap { $0.computedPropertyTypes[name] })
    guard written.count == 1, let type = written.first, !type.hasPrefix("[") else {
      return .unknown
    }
    return .type(Self.nominalName(type))
  }

  /// The type of such a property as written (`[Row]`), when one declaration says.
  func computedPropertyTypeText(of type: String, named name: String) -> String? {
    computedProperty(of: type, named: name).map(\.type)
  }

  /// The type declaring such a property, the type itself or the nearest superclass (a
  /// subclass reads `var viewModel: ListViewModel! { get … }` of its superclass), and its
  /// written type; nil when none or several of that type's declarations say.
  private func computedProperty(of type: String, named name: String)
    -> (owner: String, type: String)?
  {
    var current = type
    var seen: Set<String> = []
    while seen.insert(current).inserted, seen.count <= 8 {
      let written = Set(
        declarationsAndExtensions(of: current).compactMap { $0.computedPropertyTypes[name] })
      if !written.isEmpty {
        return written.count == 1 ? (current, written.first!) : nil
      }
      let declarations = declarations(named: current)
      // Stored here, the property is not computed, and hides any further up.
      guard !declarations.contains(where: { $0.storedProperties.contains { $0.name == name } }),
        let declaration = Self.supertypeDeclaration(declarations),
        let superclass = declaration.inheritedTypes.first
      else { return nil }
      current = superclass
    }
    return nil
  }

  /// The type a static property holds (`Store.shared`), in the type's declaration or its
  /// extensions; unknown when none or several say.
  func staticPropertyType(of type: String, named name: String) -> DeclaredTypeResolver.Resolution {
    guard let written = staticPropertyTypeText(of: type, named: name), !written.hasPrefix("[")
    else { return .unknown }
    return .type(Self.nominalName(written))
  }

  /// The type of such a property as the index keeps it (`Store`, `[ID: Session]`), when one
  /// declaration says.
  func staticPropertyTypeText(of type: String, named name: String) -> String? {
    let written = Set(
      declarationsAndExtensions(of: type).compactMap { $0.staticPropertyTypes[name] })
    return written.count == 1 ? written.first : nil
  }

  /// The result type of the methods called `name` of `type`, in its declaration or its
  /// extensions; unknown when none or several say.
  func methodResultType(of type: String, named name: String) -> DeclaredTypeResolver.Resolution {
    let written = Set(
      declarationsAndExtensions(of: type).compactMap {
        $0.methodResultTypes[name]
      })
    guard written.count == 1, let result = written.first,
      !result.hasPrefix(TypeSummary.resultTypeArgumentMarker)
    else { return .unknown }
    return ofKnownType(result, memberOf: type)
  }

  /// The position of the metatype argument giving the type every method `name` of `type`
  /// returns (`Assembler.resolve(Store.self)`), when each says so.
  func resultTypeArgumentPosition(of type: String, named name: String) -> Int? {
    let written = Set(
      declarationsAndExtensions(of: type).compactMap { $0.methodResultTypes[name] })
    guard written.count == 1, let result = written.first,
      result.hasPrefix(TypeSummary.resultTypeArgumentMarker)
    else { return nil }
    return Int(result.dropFirst(TypeSummary.resultTypeArgumentMarker.count))
  }

  /// What a container's factory makes: `Store` of `var store: Factory<Store> { … }`.
  func product(of reference: FactoryReference) -> DeclaredTypeResolver.Resolution {
    guard
      let written = computedPropertyTypeText(of: reference.container, named: reference.factory),
      written.hasPrefix("Factory<"), written.hasSuffix(">")
    else { return .unknown }
    let product = written.dropFirst("Factory<".count).dropLast()
    guard !product.contains(where: { " <>,[]".contains($0) }) else { return .unknown }
    return .type(Self.nominalName(String(product)))
  }

  /// The declarations of `type` and their extensions, or for a type the sources only extend
  /// (`extension Container` of a library's container), those extensions.
  private func declarationsAndExtensions(of type: String) -> [TypeSummary] {
    let declarations = declarations(named: type)
    guard !declarations.isEmpty else { return extensions(named: type) }
    return declarations + declarations.flatMap(extensions(of:))
  }

  /// `.type(name)`, unless `name` is a generic parameter of `owner`, which a use outside it
  /// cannot know (`entity.data` of an `Entity<Data>`).
  func ofKnownType(_ name: String, memberOf owner: String, arguments: [String?] = [])
    -> DeclaredTypeResolver.Resolution
  {
    let declarations = declarations(named: owner)
    guard declarations.contains(where: { $0.genericParameters.contains(name) }) else {
      return .type(name)
    }
    // `T` of a value declared `ObservableArray<Post>`: the argument given for it.
    guard declarations.count == 1,
      let position = declarations[0].genericParameters.firstIndex(of: name),
      position < arguments.count, let argument = arguments[position]
    else { return .unknown }
    return .type(argument)
  }

  /// Typealiases naming a type called `name` (`typealias VM = FeedViewModel` for `FeedViewModel`).
  public func typealiases(naming name: String) -> [TypeSummary] {
    aliasesByAliasedName[name, reads] ?? []
  }

  /// Classes inheriting from `type`: those naming it among their inherited types where, in
  /// their module, that name means `type` (a test double of the app's `AppDelegate` does not
  /// subclass the watch app's).
  public func subclasses(of type: TypeSummary) -> [TypeSummary] {
    inheritors(of: type).filter { $0.kind == .class }
  }

  /// The classes and protocols adopting the protocol `type`, in their declaration or an
  /// extension (`extension MockStore: StoreProviding {}`), and the protocols refining it.
  public func adopters(of type: TypeSummary) -> [TypeSummary] {
    inheritors(of: type).flatMap { inheritor -> [TypeSummary] in
      guard inheritor.kind == .extension else { return [inheritor] }
      return declarations(named: inheritor.name, seenFrom: inheritor.path).filter {
        extensions(of: $0).contains { $0.path == inheritor.path && $0.offset == inheritor.offset }
      }
    }
  }

  private func inheritors(of type: TypeSummary) -> [TypeSummary] {
    (subclassCandidates[type.name, reads] ?? []).filter { candidate in
      inheritedDeclarations(of: candidate, named: type.name).contains {
        $0.path == type.path && $0.offset == type.offset
      }
    }
    .sorted { $0.qualifiedName < $1.qualifiedName }
  }

  /// The declarations the inherited types of `type` whose simple name is `name` may mean where
  /// `type` is declared: in its module, a type nested in an enclosing one first
  /// (`BookmarksView.Model`, or `Model` inside `extension BookmarksView`).
  public func inheritedDeclarations(of type: TypeSummary, named name: String) -> [TypeSummary] {
    let home = scoped(toModuleOf: type.path)
    let scope = type.qualifiedName.split(separator: ".").dropLast().map(String.init)
    return type.writtenInheritedTypes.filter { Self.simpleName($0) == name }.flatMap {
      Self.visible(home.declarations(named: $0, inside: scope), from: type.path)
    }
  }

  /// The declaration of the type `name` that starts at `offset` in the file at `path`.
  public func declaration(named name: String, at path: String, offset: Int) -> TypeSummary? {
    allDeclarations(named: name).first { $0.path == path && $0.offset == offset }
  }

  static func simpleName(_ written: String) -> String {
    written.split(separator: ".").last.map(String.init) ?? written
  }

  /// Files that mention the type `name`, where a value of that type may be used.
  public func filesMentioning(_ name: String) -> [String] {
    pathsMentioning[name, reads] ?? []
  }

  /// Where a shared source file belongs for the module holding `path`: the target folder of a
  /// package (`Sources/App/Shared/Loadable.swift`), otherwise the scanned folder holding `path`
  /// (`roots` are the folders the user named, `""` for the working directory).
  public func sharedSourcePath(
    near path: String, roots: [String], fileName: String = "Loadable.swift"
  ) -> String {
    let components = path.split(separator: "/").map(String.init)
    if let sources = components.firstIndex(of: "Sources"), sources + 2 < components.count {
      return (components[...(sources + 1)] + ["Shared", fileName]).joined(separator: "/")
    }
    let root =
      roots.filter { $0.isEmpty || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
      .max { $0.count < $1.count } ?? ""
    return (root.isEmpty ? "" : (root.hasSuffix("/") ? root : root + "/")) + "Shared/" + fileName
  }

  /// Every place in the scanned sources that calls `name(…)` or `name.init(…)`, qualified or not.
  public func callSites(of name: String) -> [CallSite] {
    let sites = callSitesByName[String(name.split(separator: ".").last ?? ""), reads] ?? []
    let targets = declarations(named: name)
    // Leftover code calls the leftover copy of a view beside it, compiled code the compiled one.
    let hasLeftoverCopies =
      Set(allDeclarations(named: name).map { modules.isUncompiled($0.path) }).count > 1
    guard home != nil || hasLeftoverCopies, !targets.isEmpty else { return sites }
    return sites.filter { site in
      if hasLeftoverCopies {
        return scoped(toModuleOf: site.path).declarations(named: name).contains { meant in
          targets.contains { $0.path == meant.path && $0.offset == meant.offset }
        }
      }
      // A call in another app that sees only its own same-named type builds that one.
      let viewers = modules.modules(of: site.path)
      return targets.contains { target in viewers.contains { canSee(target.path, from: $0) } }
    }
  }

  /// The index as code in `path` sees it: a name resolves to the declarations of the file's
  /// module and the modules it imports, and calls of a type are those that mean the same one.
  public func scoped(toModuleOf path: String) -> ProjectIndex {
    let isUncompiled = modules.isUncompiled(path)
    guard modules.isModular || isUncompiled else { return self }
    var scoped = self
    if modules.isModular { scoped.home = modules.modules(of: path) }
    scoped.homeIsUncompiled = isUncompiled
    scoped.scopeKey =
      (scoped.home?.map(\.key).joined(separator: "|") ?? "") + (isUncompiled ? "|leftover" : "")
    return scoped
  }

  /// The modules that names resolve in (`""` for all), which results depending on them are
  /// kept by.
  private(set) var scopeKey = ""

  /// The declarations `name` means in the file at `path`: its module's own shadow imported
  /// ones, and of those several modules declare, the ones the file itself imports.
  public func declarations(named name: String, seenFrom path: String) -> [TypeSummary] {
    importedByFile(
      Self.visible(scoped(toModuleOf: path).declarations(named: name), from: path), at: path)
  }

  /// Of same-named declarations, those the file at `path` sees by its own imports: a type
  /// from another module is found only in files importing that module. All stay when the file
  /// imports none of them (a module it imports may re-export one).
  func importedByFile(_ declarations: [TypeSummary], at path: String) -> [TypeSummary] {
    guard declarations.count > 1 else { return declarations }
    reads?.note(.fileImports(path))
    guard let imports = importsByPath[path] else { return declarations }
    let viewers = modules.modules(of: path)
    let imported = declarations.filter { declaration in
      modules.modules(of: declaration.path).contains { declaring in
        declaring.key.isEmpty || viewers.contains(declaring)
          || declaring.name.map(imports.contains) == true
      }
    }
    return imported.isEmpty ? declarations : imported
  }

  /// Of `declarations`, those code in the file at `path` sees: a `private` or `fileprivate`
  /// type only in its own file.
  static func visible(_ declarations: [TypeSummary], from path: String) -> [TypeSummary] {
    declarations.filter { !$0.isFilePrivate || $0.path == path }
  }

  /// Whether code in the file at `filePath` sees what the file at `declarationPath` declares
  /// in some module compiling it.
  func sees(declaredIn declarationPath: String, from filePath: String) -> Bool {
    modules.modules(of: filePath).contains { canSee(declarationPath, from: $0) }
  }

  /// Whether every module compiling the file at `filePath` sees what the file at
  /// `declarationPath` declares, as the file's code must compile in each.
  func seesInEveryModule(declaredIn declarationPath: String, from filePath: String) -> Bool {
    modules.modules(of: filePath).allSatisfy { canSee(declarationPath, from: $0) }
  }

  /// The modules compiling the file at `path`.
  func modules(of path: String) -> [ModuleMap.Module] {
    modules.modules(of: path)
  }

  /// Whether every module compiling the file at `path` isolates its types to the main actor
  /// unless they say otherwise.
  /// Whether the file at `path` is built only into tests; nil where nothing says.
  func isTestOnly(_ path: String) -> Bool? {
    modules.isTestOnly(path)
  }

  func defaultsToMainActor(_ path: String) -> Bool {
    modules.defaultsToMainActor(path)
  }

  /// Whether the file lies in an Xcode project's folder that none of its targets compiles.
  func isUncompiled(_ path: String) -> Bool {
    modules.isUncompiled(path)
  }

  /// Where a file added for the code in the file at `path` is compiled with it.
  public func newFilePlacement(beside path: String) -> ModuleMap.NewFilePlacement {
    modules.newFilePlacement(beside: path)
  }

  /// The module the file at `filePath` must import to name what the file at `declarationPath`
  /// declares: nil when a module compiling the file compiles that file too, or when either's
  /// module is unknown.
  public func moduleToImport(forDeclarationIn declarationPath: String, from filePath: String)
    -> String?
  {
    let viewers = modules.modules(of: filePath)
    let declaring = modules.modules(of: declarationPath)
    guard !viewers.contains(where: { $0.key.isEmpty }),
      !declaring.contains(where: { $0.key.isEmpty || viewers.contains($0) })
    else { return nil }
    return declaring.lazy.compactMap(\.name).first
  }

  /// Whether code in `viewer` sees what `path` declares: a module compiling it is `viewer` or
  /// one `viewer` imports, or either module is unknown.
  private func canSee(_ path: String, from viewer: ModuleMap.Module) -> Bool {
    viewer.key.isEmpty
      || modules.modules(of: path).contains { declaring in
        declaring == viewer || declaring.key.isEmpty
          || (declaring.name.map { isImported($0, by: viewer) } == true
            && modules.importResolves(to: declaring, from: viewer))
      }
  }

  /// Whether some file of `module` imports the module `name` (`@testable` or `@_spi(…)` when
  /// `privileged`).
  private func isImported(_ name: String, by module: ModuleMap.Module, privileged: Bool = false)
    -> Bool
  {
    reads?.note(.moduleImports(module.key))
    let imports = privileged ? privilegedImportsByModule : importsByModule
    return imports[module.key]?.contains(name) == true
  }

  /// The declarations a name written in code may refer to: `Model` or a qualified
  /// `Feature.Model`, which narrows same-named types to those whose path ends that way. In a
  /// scoped index, those the asking file sees in any module compiling it, when it sees any.
  public func declarations(named name: String) -> [TypeSummary] {
    let candidates = allDeclarations(named: name)
    guard let home else { return preferringCompiledness(candidates) }
    var meant = Array(repeating: false, count: candidates.count)
    for module in home {
      let visible = candidates.indices.filter { canSee(candidates[$0].path, from: module) }
      // As in Swift, a module's own declaration shadows the imported ones; one nested in
      // another type does so only inside that type, which a qualified name or `inside:` tells.
      let own = visible.filter { modules.modules(of: candidates[$0].path).contains(module) }
      let shadowing = own.filter {
        name.utf8.contains(UInt8(ascii: ".")) || !candidates[$0].qualifiedName.contains(".")
      }
      // Another module's type is seen when it is exported, or imported `@testable`/`@_spi`;
      // when none is, the access written is not the whole story (or the code does not
      // compile), and every imported one may be meant.
      let exported = visible.filter { index in
        candidates[index].isExported
          || modules.modules(of: candidates[index].path).contains { declaring in
            declaring.key.isEmpty
              || declaring.name.map { isImported($0, by: module, privileged: true) } == true
          }
      }
      let imported = exported.isEmpty ? visible : exported
      for index in shadowing.isEmpty ? imported + own : own { meant[index] = true }
    }
    let resolved = candidates.indices.filter { meant[$0] }.map { candidates[$0] }
    return preferringCompiledness(resolved.isEmpty ? candidates : resolved)
  }

  /// A leftover file no target compiles declares nothing that competes with a compiled
  /// declaration of the same name, except in leftover code, where the leftovers beside it are
  /// the ones it was written against (an old copy of a feature's folder calls its own views).
  private func preferringCompiledness(_ declarations: [TypeSummary]) -> [TypeSummary] {
    guard declarations.count > 1 else { return declarations }
    let preferred = declarations.filter { modules.isUncompiled($0.path) == homeIsUncompiled }
    return preferred.isEmpty ? declarations : preferred
  }

  /// Whether some class of that name, in any module, is an `ObservableObject`: true wherever
  /// `isObservableObjectClass` is true in any scope, for tests that must not miss one.
  /// Prefilters ask it for every name a file calls or mentions: answered once per name.
  public func mayBeObservableObjectClass(_ name: String) -> Bool {
    // Most names a file mentions are the frameworks' (`Text`, `String`): no declaration here.
    guard !allDeclarations(named: name).isEmpty else { return false }
    return conformances.answer("may-be-observable-object|\(name)", noting: reads) {
      var everywhere = self
      everywhere.home = nil
      everywhere.homeIsUncompiled = false
      everywhere.scopeKey = ""
      return everywhere.allDeclarations(named: name).contains {
        $0.kind == .class && everywhere.conforms($0, to: "ObservableObject")
      }
    }
  }

  /// Whether the file names a class that may be an `ObservableObject`, as a type or a value.
  public func mayMentionObservableObjectClass(in file: FileSummary) -> Bool {
    file.mentionedTypeNames.contains(where: mayBeObservableObjectClass)
  }

  /// Whether some class of that name, in any module, is `@Observable`.
  public func mayBeObservableMacroClass(_ name: String) -> Bool {
    allDeclarations(named: name).contains {
      $0.kind == .class && $0.attributes.contains("Observable")
    }
  }

  /// Whether some class of that name, in any module, is a view model: an `ObservableObject` or
  /// an `@Observable` class.
  public func mayBeViewModelClass(_ name: String) -> Bool {
    mayBeObservableObjectClass(name) || mayBeObservableMacroClass(name)
  }

  /// Every declaration of the name in the scan, whichever module it belongs to: for rules that
  /// follow a type's uses by name through every file and so cannot tell same-named types apart.
  public func allDeclarations(named name: String) -> [TypeSummary] {
    // Most names are simple; splitting each one would cost more than the lookup.
    guard name.utf8.contains(UInt8(ascii: ".")) else { return declarations[name, reads] ?? [] }
    let components = name.split(separator: ".")
    guard let last = components.last else { return [] }
    let candidates = declarations[String(last), reads] ?? []
    guard components.count > 1 else { return candidates }
    let qualified = candidates.filter { $0.qualifiedName.hasQualifiedSuffix(name) }
    // A module-qualified name (`MyApp.Model`) matches no nesting path; fall back to the short name.
    return qualified.isEmpty ? candidates : qualified
  }

  /// The type a name written inside the type `scope` (qualified, `Feature.ListView`) refers
  /// to: as in Swift, one nested in the scope or an enclosing type wins over a top-level one.
  public func resolve(_ written: String, inside scope: String) -> String {
    // `Self.ViewModel` inside `MissionView` names `MissionView.ViewModel`.
    if written == "Self" { return scope }
    if written.hasPrefix("Self.") {
      return resolve(scope + written.dropFirst("Self".count), inside: scope)
    }
    return nestedDeclarations(named: written, inside: scope.split(separator: ".").map(String.init))?
      .first?.qualifiedName ?? written
  }

  /// The declarations a type name written inside the types `scope` (outermost first, one name
  /// per level) may mean, as Swift looks it up: a type nested in the innermost enclosing type
  /// that has one, else a top-level type; a qualified name (`Feed.ViewModel`) narrows by its path.
  public func declarations(named written: String, inside scope: [String]) -> [TypeSummary] {
    let candidates = declarations(named: written)
    guard !candidates.isEmpty else { return [] }
    if let nested = nestedDeclarations(named: written, inside: scope) { return nested }
    let topLevel = candidates.filter { $0.qualifiedName == written }
    // A simple name reaches a nested type only inside the type enclosing it; elsewhere it means
    // a top-level type, perhaps one a library declares (`ViewModel` beside `Overlay.ViewModel`).
    if !written.utf8.contains(UInt8(ascii: ".")) { return topLevel }
    return topLevel.isEmpty ? candidates : topLevel
  }

  /// The declarations of `written` nested in the innermost type of `scope` that declares one.
  private func nestedDeclarations(named written: String, inside scope: [String]) -> [TypeSummary]? {
    let candidates = declarations(named: written)
    for depth in stride(from: scope.count, to: 0, by: -1) {
      let nested = (scope.prefix(depth) + [written]).joined(separator: ".")
      let matches = candidates.filter { $0.qualifiedName == nested }
      if !matches.isEmpty { return matches }
    }
    return nil
  }

  /// Every extension of a type named `name`, including types outside the scan
  /// (`extension ObservableObject`).
  /// The one file declaring `type` and every extension of it, when there is one: nothing
  /// in another file can then call a member of it without naming the member on a value.
  public func onlyFile(declaring type: String) -> String? {
    let paths = Set((allDeclarations(named: type) + extensions(named: type)).map(\.path))
    return paths.count == 1 ? paths.first : nil
  }

  public func extensions(named name: String) -> [TypeSummary] {
    extensions[name, reads] ?? []
  }

  /// Extensions that extend exactly this declaration.
  public func extensions(of type: TypeSummary) -> [TypeSummary] {
    // Extensions live at file scope, so `extension Model` names the top-level `Model`; a
    // longer path may carry a module prefix.
    (extensions[type.name, reads] ?? []).filter {
      $0.qualifiedName.hasQualifiedSuffix(type.qualifiedName)
        && sees(declaredIn: type.path, from: $0.path)
    }
  }

  /// True or false when every declaration named `name` agrees; nil when the index does not know
  /// the type or its declarations disagree.
  public func isObservableObjectClass(_ name: String) -> Bool? {
    agreement(declarations(named: name)) { type in
      type.kind == .class && conforms(type, to: "ObservableObject")
    }
  }

  /// Whether this declaration is a class conforming to `ObservableObject`.
  public func isObservableObjectClass(_ type: TypeSummary) -> Bool {
    type.kind == .class && conforms(type, to: "ObservableObject")
  }

  /// Whether the type is a class; nil when unknown or ambiguous.
  public func isClass(_ name: String) -> Bool? {
    agreement(declarations(named: name)) { $0.kind == .class }
  }

  /// The type `name` stands for in the file at `path` when every declaration of it there is a
  /// typealias of that one type (`private typealias Controller = PagingController` above
  /// `extension Controller`), followed through aliases of aliases; otherwise `name`. `name` is
  /// written at the top level of the file, as an extension's is.
  public func resolvingAliases(_ name: String, seenFrom path: String) -> String {
    var current = name
    for _ in 0..<4 {
      // An extension names a top-level type: not one nested in another type of that name.
      let declarations = declarations(named: current, seenFrom: path).filter {
        $0.qualifiedName == current
      }
      let aliased = Set(declarations.map(\.inheritedTypes))
      guard !declarations.isEmpty, declarations.allSatisfy({ $0.kind == .typealias }),
        aliased.count == 1, let types = aliased.first, types.count == 1, types[0] != current
      else { break }
      current = types[0]
    }
    return current
  }

  /// The names of the stored properties of `name` and of the superclasses the sources declare
  /// (`class FeedModel: BaseViewModel` stores into the `cancellables` its base declares).
  public func storedPropertyNames(of name: String) -> Set<String> {
    var names: Set<String> = []
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted, seen.count <= 8 {
      let declarations = declarations(named: current)
      names.formUnion(declarations.flatMap(\.storedProperties).map(\.name))
      guard let superclass = Self.supertypeDeclaration(declarations)?.inheritedTypes.first
      else { break }
      current = superclass
    }
    return names
  }

  /// Whether objects of the class, as the file at `path` names it, hold nothing that can
  /// change: the sources declare it and every superclass (up to `NSObject`), and all they
  /// store are constants of value types or closures, at least one. A new one then loses
  /// nothing the old one had. A class holding a model (`let flow = FlowViewModel()`) or
  /// anything of a type the sources do not declare as a value may hold state, and one storing
  /// nothing at all is a stand-in (a stub, a model yet to be written) more often than a
  /// finished class.
  public func isStateless(_ name: String, seenFrom path: String) -> Bool {
    var visited: Set<String> = []
    return isStateless(name, seenFrom: path, visited: &visited)
      && visited.contains { type in
        declarations(named: type).contains { !$0.storedProperties.isEmpty }
      }
  }

  private func isStateless(_ name: String, seenFrom path: String, visited: inout Set<String>)
    -> Bool
  {
    guard visited.insert(name).inserted, visited.count <= 16 else { return false }
    let declarations = declarations(named: name, seenFrom: path)
    guard !declarations.isEmpty, declarations.allSatisfy({ $0.kind == .class }) else {
      return false
    }
    for declaration in declarations {
      for property in declaration.storedProperties {
        guard property.isLet, property.wrapper == nil,
          isConstantValue(property, seenFrom: declaration.path, visited: &visited)
        else { return false }
      }
    }
    let superclasses = Set(declarations.map { $0.inheritedTypes.first })
    guard superclasses.count == 1, let superclass = superclasses.first else { return false }
    guard let superclass, superclass != "NSObject" else { return true }
    let supertypes = self.declarations(named: superclass, seenFrom: declarations[0].path)
    if Self.statelessProtocols.contains(superclass)
      || (!supertypes.isEmpty && supertypes.allSatisfy { $0.kind == .protocol })
    {
      return true
    }
    return isStateless(superclass, seenFrom: declarations[0].path, visited: &visited)
  }

  /// Whether a constant holds a value that cannot change: a closure, a literal, or a value of a
  /// standard value type, a struct or enum of the sources, or a stateless class (optional, or
  /// in an array or dictionary).
  private func isConstantValue(
    _ property: StoredProperty, seenFrom path: String, visited: inout Set<String>
  ) -> Bool {
    let typeNames: [Substring]
    if let type = property.type {
      if type.contains("->") { return true }
      typeNames = type.split(whereSeparator: { "[]:?!<>, ".contains($0) })
    } else if let value = property.defaultValue {
      if let first = value.first,
        first == "\"" || first.isNumber || first == "-"
          || value == "true" || value == "false"
      {
        return true
      }
      // `Row(…)` or `[Row(…), …]`.
      let construction = value.drop(while: { $0 == "[" || $0 == " " || $0 == "\n" })
      guard let call = construction.split(separator: "(").first, construction.contains("("),
        call.first?.isUppercase == true
      else { return false }
      typeNames = [call]
    } else {
      return false
    }
    return !typeNames.isEmpty
      && typeNames.allSatisfy { written in
        let name = Self.simpleName(String(written))
        if Self.standardValueTypes.contains(name) { return true }
        let declarations = self.declarations(named: name, seenFrom: path)
        if !declarations.isEmpty,
          declarations.allSatisfy({ $0.kind == .struct || $0.kind == .enum })
        {
          return true
        }
        return isStateless(name, seenFrom: path, visited: &visited)
      }
  }

  /// Protocols a class names first that hold no state of their own.
  private static let statelessProtocols: Set<String> = [
    "ObservableObject", "Observable", "Sendable", "Identifiable", "Hashable", "Equatable",
  ]

  /// Value types of the standard library and Apple's frameworks a constant often holds.
  private static let standardValueTypes: Set<String> = [
    "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
    "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal",
    "TimeInterval", "Date", "DateComponents", "URL", "UUID", "Data", "Locale", "TimeZone",
    "CGSize", "CGPoint", "CGRect", "Color", "Image", "Font", "LocalizedStringKey",
    "LocalizedStringResource", "Optional", "Array", "Set", "Dictionary",
  ]

  /// The one declaration whose first inherited type is a superclass (or, for
  /// `class Screen: ScreenModelType` where `typealias ScreenModelType = StoreModel<S, A>`, the
  /// aliased type); nil when the name is ambiguous or neither a class nor an alias.
  private static func supertypeDeclaration(_ declarations: [TypeSummary]) -> TypeSummary? {
    guard declarations.count == 1, let declaration = declarations.first,
      declaration.kind == .class || declaration.kind == .typealias
    else { return nil }
    return declaration
  }

  /// The properties a view of the sources named `name` presents as a navigation destination.
  func presentedProperties(ofViewNamed name: String) -> Set<String> {
    customPresenters[name, reads] ?? []
  }

  /// How a view of the sources named `name` lays out its content lazily, if it does.
  func customLazyContainer(named name: String) -> LazyRow.ContainerKind? {
    customLazyContainers[name, reads]
  }

  /// Whether the type is marked `@Observable`; nil when unknown or ambiguous.
  public func isObservable(_ name: String) -> Bool? {
    agreement(declarations(named: name)) { $0.attributes.contains("Observable") }
  }

  /// Whether the type conforms to `View`, directly, through an extension or a refining protocol.
  public func isView(_ name: String) -> Bool? {
    isView(declarations(named: name))
  }

  /// Whether the declarations a name means where it is written all conform to `View`; nil when
  /// they disagree or there are none.
  public func isView(_ declarations: [TypeSummary]) -> Bool? {
    agreement(declarations) { conforms($0, to: "View") }
  }

  /// Whether some type of that name is a view: a name that means a view where it is written
  /// may also name types nested elsewhere that are not.
  public func mayBeView(_ name: String) -> Bool {
    declarations(named: name).contains { conforms($0, to: "View") }
  }

  /// The property wrappers through which a view holds an object it observes.
  private static let ownershipWrappers: Set<String> = [
    "StateObject", "ObservedObject", "EnvironmentObject", "State", "Bindable", "Environment",
  ]

  /// Whether some type reads a `name` from the environment with `@EnvironmentObject`: what an
  /// `.environmentObject(…)` injection is for.
  public func isReadFromEnvironment(_ name: String) -> Bool {
    (wrapperHolders[name, reads] ?? []).contains { holder in
      holder.storedProperties.contains { $0.wrapper == "EnvironmentObject" && $0.typeName == name }
    }
  }

  /// Whether a view, app or view modifier holds a `name` in an ownership wrapper (`@StateObject`,
  /// `@ObservedObject`, `@EnvironmentObject`, `@State`, `@Bindable`, `@Environment`).
  public func isHeldByView(_ name: String) -> Bool {
    (wrapperHolders[name, reads] ?? []).contains(where: rendersContent)
  }

  /// Whether some type of that name is a view, app or view modifier: a `body` SwiftUI
  /// evaluates again when what it observes changes.
  public func mayRenderContent(_ name: String) -> Bool {
    declarations(named: name).contains(where: rendersContent)
  }

  private func rendersContent(_ type: TypeSummary) -> Bool {
    ["View", "App", "ViewModifier"].contains { conforms(type, to: $0) }
  }

  /// Whether the type is isolated to a global actor: marked `@MainActor` (or a `@globalActor` the
  /// sources declare), or inheriting it from a superclass or protocol named in its declaration.
  /// Conformances added in extensions are not followed, and, as in Swift, an enclosing type's
  /// isolation does not reach nested types.
  public func isGlobalActorIsolated(_ type: TypeSummary) -> Bool {
    var visited: Set<String> = []
    return isGlobalActorIsolated(type, visited: &visited)
  }

  /// Each declaration once in the whole search, not once per path through a lattice of protocols.
  private func isGlobalActorIsolated(_ type: TypeSummary, visited: inout Set<String>) -> Bool {
    guard visited.insert(type.qualifiedName).inserted else { return false }
    let isGlobalActor = { (attribute: String) in
      attribute == "MainActor"
        || self.declarations(named: attribute).contains { $0.attributes.contains("globalActor") }
    }
    if type.attributes.contains(where: isGlobalActor) { return true }
    // Each inherited name as the declaration means it: `StateModel` in `class BaseStateModel:
    // StateModel` is the top-level protocol, not a feature's nested `StateModel` class.
    for name in type.inheritedTypes {
      let parents = inheritedDeclarations(of: type, named: name)
      if parents.isEmpty, Self.mainActorFrameworkTypes.contains(name) { return true }
      for parent in parents where [.class, .protocol].contains(parent.kind) {
        if isGlobalActorIsolated(parent, visited: &visited) { return true }
      }
    }
    return false
  }

  /// Classes and protocols of UIKit and AppKit the SDKs isolate to the main actor: a subclass
  /// is isolated with its superclass, and a class adopting the protocol in its declaration
  /// infers the isolation from it.
  static let mainActorFrameworkTypes: Set<String> = [
    "UIResponder", "UIView", "UIViewController", "UIApplication", "UIWindow", "UIControl",
    "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UIHostingController", "UITableViewCell", "UICollectionViewCell",
    "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate",
    // Since the iOS 15 SDK, UIKit's delegate and data source protocols too.
    "UIScrollViewDelegate", "UITableViewDelegate", "UITableViewDataSource",
    "UICollectionViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegateFlowLayout",
    "UITextFieldDelegate", "UITextViewDelegate", "UISearchBarDelegate", "UISearchResultsUpdating",
    "UIGestureRecognizerDelegate", "UINavigationControllerDelegate",
    "UIImagePickerControllerDelegate", "UIDocumentPickerDelegate",
    "UIAdaptivePresentationControllerDelegate", "UIPageViewControllerDelegate",
    "UIPageViewControllerDataSource", "UIPickerViewDelegate", "UIPickerViewDataSource",
    "UITabBarControllerDelegate",
    "NSResponder", "NSView", "NSViewController", "NSWindowController", "NSWindow", "NSPanel",
    "NSApplication", "NSControl", "NSHostingView", "NSHostingController", "NSTableCellView",
    "NSApplicationDelegate", "NSWindowDelegate",
  ]

  private func agreement(_ types: [TypeSummary], _ predicate: (TypeSummary) -> Bool) -> Bool? {
    let answers = Set(types.map(predicate))
    return answers.count == 1 ? answers.first : nil
  }

  /// Follows inherited types, extensions, superclasses and refining protocols, guarding cycles.
  /// Rules ask the same conformances for every file of a module: answered once per scope.
  private func conforms(_ type: TypeSummary, to target: String) -> Bool {
    conformances.answer(
      "\(scopeKey)|\(type.path)|\(type.offset)|\(target)", noting: reads
    ) {
      var visited: Set<String> = []
      return conforms(type, to: target, visited: &visited)
    }
  }

  private func conforms(_ type: TypeSummary, to target: String, visited: inout Set<String>) -> Bool
  {
    // Each declaration once in the whole search, not once per path: generated design systems
    // declare the same protocol names in every theme, and a search per path is exponential there.
    // Declarations, not names, as `Bolus.StateModel` may inherit, through its superclass, from a
    // protocol `StateModel`.
    guard visited.insert("\(type.path)#\(type.offset)").inserted else { return false }
    for part in [type] + extensions(of: type) {
      // `BookmarksView.Model`, or `Model` inside `BookmarksView`: the one it means there.
      let scope = part.qualifiedName.split(separator: ".").dropLast().map(String.init)
      for written in part.writtenInheritedTypes {
        if Self.simpleName(written) == target { return true }
        for parent in declarations(named: written, inside: scope)
        where [.class, .protocol, .typealias].contains(parent.kind) {
          if conforms(parent, to: target, visited: &visited) { return true }
        }
      }
    }
    return false
  }
}

extension String {
  /// `Feature.Model` ends with `Model` and `Feature.Model`, but not with `odel`.
  fileprivate func hasQualifiedSuffix(_ suffix: String) -> Bool {
    self == suffix || hasSuffix("." + suffix)
  }
}

/// What the index keeps of one file.
public struct FileSummary: Sendable {
  public let path: String
  public let types: [TypeSummary]
  public let callSites: [CallSite]
  /// Capitalised names used as values rather than called (`Row.init` passed to `map`).
  public let functionValueReferences: Set<String>
  /// Member names read on something other than `self`.
  public let memberAccessNames: Set<String>
  /// Capitalised names the file mentions as types or values.
  public let mentionedTypeNames: Set<String>
  /// Functions and types declared here with a generic parameter that must be an
  /// `ObservableObject`, and members of `extension ObservableObject`.
  public let observableObjectGenerics: Set<String>
  /// The modules the file imports, under `#if` too.
  public let imports: Set<String>
  /// Those imported `@testable` or `@_spi(…)`: their internal or SPI types are seen too.
  public let privilegedImports: Set<String>
  /// Variables declared at file scope (`var Current = Environment()`), under `#if` too.
  public let globalVariables: [GlobalVariable]
  /// Functions declared at file scope (under `#if` too).
  public let globalFunctions: [GlobalFunction]
  /// Which of the words the rules' `mayFind` asks about the file contains as whole words
  /// (anywhere, comments included): recorded once, so a pass need not hold the file's text.
  public let prefilterWords: Set<String>
  /// Whether the file may hold a `remodel:` suppression comment.
  public let mayHoldSuppressions: Bool

  /// The words some rule's `mayFind` asks whether a file contains.
  static let askedWords = Set(["sink", "assign", "State", "StateObject"])
    .union(LazyRow.containers).union(AppearanceInjection.modifiers)

  /// Whether the file contains `word` as a whole word; true for a word no rule declared, which
  /// was never looked for.
  public func containsWord(_ word: String) -> Bool {
    prefilterWords.contains(word) || !Self.askedWords.contains(word)
  }

  public init(_ source: ParsedSource) {
    path = source.path
    prefilterWords = source.file.wholeWords(among: Self.askedWords)
    mayHoldSuppressions = SuppressionDirectives.mayHold(source.file)
    types = TypeSummaryCollector.summaries(of: source)
    let uses = CallSiteCollector.collect(in: source)
    callSites = uses.callSites
    functionValueReferences = uses.functionValueReferences
    memberAccessNames = uses.memberAccessNames
    mentionedTypeNames = uses.mentionedTypeNames
    observableObjectGenerics = uses.observableObjectGenerics
    var imports: Set<String> = []
    var privilegedImports: Set<String> = []
    var globals: [GlobalVariable] = []
    var functions: [GlobalFunction] = []
    for item in source.tree.statements.fileScopeItems {
      if let declaration = item.as(ImportDeclSyntax.self),
        let name = declaration.path.first?.name.text
      {
        imports.insert(name)
        if declaration.attributes.attribute(named: ["testable", "_spi"]) != nil {
          privilegedImports.insert(name)
        }
      } else if let function = item.as(FunctionDeclSyntax.self) {
        functions.append(GlobalFunction(function))
      } else if let variable = item.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { continue }
          let typeName =
            binding.typeAnnotation?.type.nominalName
            ?? binding.initializer.flatMap { Construction($0.value)?.typeName }
          let value = typeName == nil ? binding.initializer?.value : nil
          let staticRead = value?.as(MemberAccessExprSyntax.self).flatMap { member in
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.startsWithUppercase
              == true ? member.declName.baseName.text : nil
          }
          globals.append(
            GlobalVariable(
              name: name, typeName: typeName.map(ProjectIndex.simpleName),
              valueRoot: value?.chainRoot?.baseName.text, valueNames: value?.identifierNames ?? [],
              staticMember: staticRead))
        }
      }
    }
    self.imports = imports
    self.privilegedImports = privilegedImports
    globalVariables = globals
    globalFunctions = functions
  }

}

/// Answers to questions an index is asked again and again, by question; one per index, shared
/// by its scoped copies, whose questions name their scope.
private final class AnswerCache: @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [String: (answer: Bool, reads: Set<IndexRead>)] = [:]

  /// The answer to `question`, with what working it out read noted in `reads` each time.
  func answer(_ question: String, noting reads: ReadLog?, _ work: () -> Bool) -> Bool {
    if let known = lock.withLock({ answers[question] }) {
      reads?.note(known.reads)
      return known.answer
    }
    let answer = reads.capturing(work)
    lock.withLock { answers[question] = (answer.value, answer.reads) }
    return answer.value
  }
}

/// A variable declared at file scope: the simple name of its type where that is written or
/// constructed, else where the chain of its value starts (`ApplicationMusicPlayer` in
/// `let player = ApplicationMusicPlayer.shared`) and the names that value mentions.
public struct GlobalVariable: Sendable {
  public let name: String
  public let typeName: String?
  public let valueRoot: String?
  public let valueNames: Set<String>
  /// `shared` of `let manager = BackupManager.shared`: a static property of `valueRoot`.
  public let staticMember: String?
}

/// A function declared at file scope: the simple name of the plain type it returns (`func
/// currentSession() -> Session`), or for a generic one returning what it is given (`func
/// configure<T>(_ value: T, _ change: (inout T) -> Void) -> T`) that argument's position and
/// label, when every parameter before it must be passed.
public struct GlobalFunction: Sendable {
  public let name: String
  public let typeName: String?
  public let returnedArgument: (position: Int, label: String?)?

  init(_ function: FunctionDeclSyntax) {
    name = function.name.text
    let result = function.signature.returnClause?.type
    let generics = function.genericParameterClause?.parameters.map(\.name.text) ?? []
    guard let written = result?.trimmedDescription, generics.contains(written) else {
      typeName = generics.isEmpty ? result?.nominalName : nil
      returnedArgument = nil
      return
    }
    typeName = nil
    let parameters = Array(function.signature.parameterClause.parameters)
    guard let position = parameters.firstIndex(where: { $0.type.trimmedDescription == written }),
      parameters[..<position].allSatisfy({ $0.defaultValue == nil })
    else {
      returnedArgument = nil
      return
    }
    let label = parameters[position].firstName
    returnedArgument = (position, label.tokenKind == .wildcard ? nil : label.text)
  }
}
