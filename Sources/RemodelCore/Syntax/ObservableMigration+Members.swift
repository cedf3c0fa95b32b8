import SwiftSyntax

/// A holder whose type is not written may still be known not to hold this class: it reads a
/// member the class cannot have (`router.navigate(to:)` when nothing the class is made of
/// declares `navigate`).
extension ObservableMigration {
  /// Members the standard protocols a view model adopts bring with them.
  private static let standardProtocolMembers: [String: Set<String>] = [
    "ObservableObject": ["objectWillChange"], "Identifiable": ["id"],
    "Hashable": ["hashValue", "hash"], "Equatable": [], "Sendable": [], "AnyObject": [],
    "CustomStringConvertible": ["description"],
    "CustomDebugStringConvertible": ["debugDescription"], "Encodable": ["encode"],
    "Decodable": [], "Codable": ["encode"],
  ]

  /// Whether the holder's owner reads, through it, a member this class cannot have.
  func readsMemberTheClassLacks(_ property: WrappedProperty) -> Bool {
    guard let members = possibleMemberNames().names else { return false }
    return Self.membersRead(through: property).contains { !members.contains($0) }
  }

  /// What `router.x`, `self.router.x` and `$router.x` read in the holder's own type.
  static func membersRead(through property: WrappedProperty) -> Set<String> {
    let names = [property.name, "$" + property.name]
    var members: Set<String> = []
    for token in property.owner.memberBlock.tokens(viewMode: .sourceAccurate)
    where names.contains(token.text) {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        !DeclaredTypeResolver.isShadowed(property.name, at: token)
      else { continue }
      // `self.router` names the holder as `router` does.
      var holder = ExprSyntax(reference)
      if let qualified = reference.parent?.as(MemberAccessExprSyntax.self),
        qualified.declName.id == reference.id, qualified.base?.isSelfReference == true
      {
        holder = ExprSyntax(qualified)
      }
      if let access = holder.parent?.as(MemberAccessExprSyntax.self), access.base?.id == holder.id {
        members.insert(access.declName.baseName.text)
      }
    }
    return members
  }

  /// Every member name this class may have, from its declaration, its superclasses and the
  /// protocols they adopt, with their extensions; nil when part of it lies outside the scan
  /// (a framework superclass, a package's protocol) or `@dynamicMemberLookup` admits any name.
  struct MemberNames {
    let names: Set<String>?
  }

  func possibleMemberNames() -> MemberNames {
    context.passMemo.value(
      "observable-class-members \(source.path) \(classDecl.positionAfterSkippingLeadingTrivia.utf8Offset)"
    ) { MemberNames(names: declaration.flatMap(memberNames(startingAt:))) }
  }

  /// The properties a key-value observing key path into this class may name: those it and
  /// its superclasses in the scan declare, with their extensions. Key-value observing reaches
  /// only `@objc` properties, which a protocol's extension cannot add, so the protocols adopted
  /// add none of their own; nil when a superclass outside the scan other than `NSObject` may.
  func possibleKeyPathRoots() -> MemberNames {
    context.passMemo.value(
      "observable-class-key-paths \(source.path) \(classDecl.positionAfterSkippingLeadingTrivia.utf8Offset)"
    ) {
      // An outside name first in the list is the superclass unless it is a known protocol.
      guard let declaration, let chain = superclassChain(of: declaration),
        chain.outside.map({ $0 == "NSObject" || Self.standardProtocolMembers[$0] != nil }) ?? true
      else { return MemberNames(names: nil) }
      var names: Set<String> = []
      for type in [declaration] + chain.scanned {
        for part in [type] + index.extensions(of: type) {
          guard !part.attributes.contains("dynamicMemberLookup"),
            let declared = declaredMemberNames(of: part)
          else { return MemberNames(names: nil) }
          names.formUnion(declared)
        }
      }
      return MemberNames(names: names)
    }
  }

  private func memberNames(startingAt type: TypeSummary) -> Set<String>? {
    var names: Set<String> = []
    var pending = [type]
    var seen: Set<String> = []
    while let current = pending.popLast() {
      guard seen.insert("\(current.path) \(current.offset)").inserted else { continue }
      let parts = [current] + index.extensions(of: current)
      for part in parts {
        guard !part.attributes.contains("dynamicMemberLookup"),
          let declared = declaredMemberNames(of: part)
        else { return nil }
        names.formUnion(declared)
      }
      for inherited in Set(parts.flatMap(\.inheritedTypes)) {
        let name = String(inherited.split(separator: ".").last ?? "")
        if let standard = Self.standardProtocolMembers[name] {
          names.formUnion(standard)
          for part in index.extensions(named: name) {
            guard let declared = declaredMemberNames(of: part) else { return nil }
            names.formUnion(declared)
          }
          continue
        }
        let parents = index.declarations(named: name, seenFrom: current.path)
        guard !parents.isEmpty, parents.allSatisfy({ [.class, .protocol].contains($0.kind) })
        else { return nil }
        pending += parents
      }
    }
    return names
  }

  /// Every declaration and extension of `types`, and of the scanned types `following` leads to
  /// from each of those parts, once, with its syntax and file; nil when a file is gone.
  func typeParts(
    from types: [TypeSummary], following: (TypeSummary) -> [TypeSummary]
  ) -> [(decl: DeclGroupSyntax, path: String)]? {
    var parts: [(decl: DeclGroupSyntax, path: String)] = []
    var pending = types
    var seen: Set<String> = []
    while let current = pending.popLast() {
      guard seen.insert("\(current.path) \(current.offset)").inserted else { continue }
      for part in [current] + index.extensions(of: current) {
        guard let file = context.source(at: part.path),
          let decl = DeclarationLocator.decl(at: part.offset, in: file.tree)?
            .asProtocol(DeclGroupSyntax.self)
        else { return nil }
        parts.append((decl, part.path))
        pending += following(part)
      }
    }
    return parts
  }

  /// The names a type declaration or extension declares as members; nil when its file is gone.
  private func declaredMemberNames(of type: TypeSummary) -> Set<String>? {
    guard let file = context.source(at: type.path) else { return nil }
    return DeclarationLocator.decl(at: type.offset, in: file.tree)?
      .asProtocol(DeclGroupSyntax.self)?.memberBlock.declaredMemberNames
  }
}

/// A `lazy var` cannot be tracked, so `@Observable` needs it `@ObservationIgnored`. A view reading
/// it saw its value again whenever a `@Published` property changed; that only matters when
/// something assigns it after its first read.
extension ObservableMigration {
  /// Where the class's lazy properties `names` are assigned, passed in-out, mutated or bound
  /// (`$model.name`, which a control writes through), in its own file, its extensions' files,
  /// the files `readers` or a subclass's file; nil when nowhere.
  func lazyPropertyWrite(of names: Set<String>, readers: [String]) -> String? {
    let owners = Set([className] + descendants.map(\.name))
    // Through a property holding an object, `model.manager.isOn.toggle()` changes the object
    // and leaves the property as it is.
    let holdsObject = names.allSatisfy(holdsObject)
    let extensionPaths = declaration.map { index.extensions(of: $0).map(\.path) } ?? []
    let paths = [source.path] + extensionPaths + readers + descendants.map(\.path)
    for path in Set(paths).sorted() {
      guard let file = context.source(at: path) else { continue }
      let write = PropertyUses(in: Syntax(file.tree), names: names, index: index).all.first {
        use in
        guard (holdsObject ? use.isAssigned : use.isWrite) || use.isProjection, !use.isShadowed
        else { return false }
        guard case .type(let owner) = use.ownerType else { return use.isMember }
        return use.isMember
          ? meaning(ofTypeNamed: owner, seenFrom: path) != .anotherType
            || owners.contains(owner)
          : owners.contains(owner)
      }
      if let write { return location(at: write.position, in: file) }
    }
    return nil
  }

  /// Whether the file at `path` declares or extends a view, app or view modifier, whose `body`
  /// may read what the file reads; true when the file cannot be read.
  func fileRendersContent(_ path: String) -> Bool {
    guard let file = context.source(at: path) else { return true }
    let found = TypeDeclarationFinder.find(in: file.tree)
    let names =
      found.structs.map(\.name.text) + found.extensions.compactMap(\.extendedType.nominalName)
    return names.contains(where: index.mayRenderContent)
  }

  /// The binding declaring the class's property `name`.
  func storedBinding(named name: String) -> PatternBindingSyntax? {
    classDecl.memberBlock.flattenedDecls.compactMap { $0.as(VariableDeclSyntax.self) }
      .lazy.flatMap(\.bindings)
      .first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
  }

  /// Whether the class's property `name` is declared or constructed as a class the scanned
  /// sources declare (`lazy var manager = MenuBarManager(appState: self)`).
  private func holdsObject(_ name: String) -> Bool {
    guard let binding = storedBinding(named: name),
      let type = binding.typeAnnotation?.type.nominalName
        ?? binding.initializer.flatMap({ Construction($0.value) })
        .map({ ProjectIndex.simpleName($0.typeName) })
    else { return false }
    let declarations = index.declarations(named: type, seenFrom: source.path)
    return !declarations.isEmpty && declarations.allSatisfy { $0.kind == .class }
  }
}
