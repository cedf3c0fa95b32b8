import SwiftSyntax

/// A class whose superclass or subclasses are observable too moves with them, and a class
/// adopting a protocol that refines `ObservableObject` moves with that protocol and every other
/// class adopting it: every class of the unit gets `@Observable` (only one declaring
/// `ObservableObject` loses the conformance, the others inherited it), each protocol refines
/// `Observable` instead, and the holders of each, including views generic over the protocol,
/// are rewritten, all as one fix. Swift lets an `@Observable` class subclass another.
extension ObservableMigration {
  /// The classes and protocols that must move together.
  struct Unit {
    let classes: [TypeSummary]
    /// Protocols refining `ObservableObject` that the classes adopt, and those refining them.
    let protocols: [TypeSummary]
    /// The classes with an observable superclass or subclass in the unit.
    var inheriting: Set<String> = []
    /// The classes forwarding another's `objectWillChange` or forwarded from.
    var forwarding: Set<String> = []

    /// A class with no observable superclass, subclass or protocol: migrated on its own.
    var isSingleClass: Bool { classes.count <= 1 && protocols.isEmpty }
  }

  /// The unit of this class, found once per pass: the closure over observable superclasses,
  /// subclasses, adopted protocols refining `ObservableObject`, their refinements and adopters.
  func migrationUnit() -> Unit {
    guard let declaration else { return Unit(classes: [], protocols: []) }
    return context.passMemo.value("observable unit \(Self.key(of: declaration))") {
      var members: [String: TypeSummary] = [:]
      var forwarding: Set<String> = []
      var pending = [declaration]
      while let next = pending.popLast() {
        guard members.updateValue(next, forKey: Self.key(of: next)) == nil else { continue }
        if next.kind == .protocol {
          pending += index.adopters(of: next)
          pending += refinedProtocols(of: next)
        } else {
          pending += observableSuperclass(of: next).map { [$0] } ?? []
          pending += index.subclasses(of: next)
          pending += compileVariants(of: next)
          pending += ([next] + index.extensions(of: next)).flatMap(refinedProtocols)
          let partners = forwardingPartners(of: next)
          if !partners.isEmpty { forwarding.formUnion(([next] + partners).map(Self.key)) }
          pending += partners
        }
      }
      // Ordered by place, so every member's finding describes the unit the same way.
      let ordered = members.values.sorted {
        ($0.path, $0.offset) < ($1.path, $1.offset)
      }
      var inheriting: Set<String> = []
      for member in ordered where member.kind == .class {
        if let superclass = observableSuperclass(of: member) {
          inheriting.formUnion([Self.key(of: member), Self.key(of: superclass)])
        }
      }
      return Unit(
        classes: ordered.filter { $0.kind == .class },
        protocols: ordered.filter { $0.kind == .protocol }, inheriting: inheriting,
        forwarding: forwarding)
    }
  }

  /// The protocols refining `ObservableObject` among the types `type` names as inherited.
  private func refinedProtocols(of type: TypeSummary) -> [TypeSummary] {
    Set(type.inheritedTypes).flatMap { index.inheritedDeclarations(of: type, named: $0) }
      .filter { $0.kind == .protocol && refinesObservableObject($0) }
  }

  /// The plan for the whole unit, made once per pass: the edits of every class's own
  /// migration and of the protocols together, or every blocker.
  func unitPlan(_ unit: Unit) -> Plan {
    let key = (unit.classes + unit.protocols).map(Self.key).sorted().joined(separator: " ")
    return context.passMemo.value("observable unit plan \(key)") {
      var edits: [TextEdit] = []
      var blockers: [String] = []
      var notes: [String] = []
      var isUnsafe = false
      var protocolMigration: ObservableMigration?
      for member in unit.classes {
        let memberContext = context.scoped(to: member.path)
        guard let file = memberContext.source(at: member.path),
          let decl = DeclarationLocator.decl(at: member.offset, in: file.tree)?.as(
            ClassDeclSyntax.self)
        else {
          blockers.append("'\(member.qualifiedName)' (\(member.path)) could not be read again")
          continue
        }
        var migration = ObservableMigration(classDecl: decl, source: file, context: memberContext)
        migration.unit = unit
        protocolMigration = protocolMigration ?? migration
        var work = Work()
        do throws(MigrationRefusal) {
          let fix = try migration.makeFix(&work)
          edits += fix.edits
          isUnsafe = isUnsafe || fix.applicability == .unsafe
          notes += work.notes.map { "'\(member.qualifiedName)': \($0)" }
        } catch {
          if case .reason(let reason) = error {
            blockers.append(
              unit.classes.count == 1 ? reason : "for '\(member.qualifiedName)', \(reason)")
          }
        }
      }
      if let protocolMigration, !unit.protocols.isEmpty {
        var work = Work()
        protocolMigration.migrateProtocols(of: unit, besides: edits, &work)
        edits += work.edits
        blockers += work.blockers
        notes += work.notes
        isUnsafe = isUnsafe || work.isUnsafe
      }
      let together = Self.together(unit)
      guard blockers.isEmpty else {
        // Each class and the protocols check the deployment target of the files they edit.
        var reported: Set<String> = []
        let distinct = blockers.filter { reported.insert($0).inserted }
        return Plan(
          outcome: .refused(together + "; " + distinct.joined(separator: "; ")), notes: [])
      }
      // Holders seen from several classes' files give the same edit more than once.
      var unique: [TextEdit] = []
      for edit in edits where !unique.contains(edit) { unique.append(edit) }
      if let (first, second) = Self.overlap(in: unique) {
        return Plan(
          outcome: .refused(
            "\(together); their edits of \(first.path) overlap (at bytes \(first.range.lowerBound) and \(second.range.lowerBound)); migrate them by hand"
          ), notes: [])
      }
      return Plan(
        outcome: .fix(Fix(edits: unique, applicability: isUnsafe ? .unsafe : .safe)),
        notes: [together] + notes)
    }
  }

  /// `'A', 'B' move together, as one class inherits from another`, or with the protocols they
  /// adopt, or as one forwards the other's `objectWillChange`.
  private static func together(_ unit: Unit) -> String {
    let classes = unit.classes.map { "'\($0.qualifiedName)'" }.joined(separator: ", ")
    let names = unit.classes.map(\.qualifiedName)
    let variants =
      Set(names).count < names.count ? ["as one class is declared for each build"] : []
    let inheriting = unit.inheriting.isEmpty ? [] : ["as one class inherits from another"]
    let reasons =
      inheriting + variants
      + (unit.forwarding.isEmpty ? [] : ["as one forwards the 'objectWillChange' of another"])
    guard !unit.protocols.isEmpty else {
      return "\(classes) move together, " + reasons.joined(separator: " and ")
    }
    let protocols = unit.protocols.map { "'\($0.qualifiedName)'" }.listedInProse
    let single = unit.classes.count == 1
    // A subclass comes with its superclass, whether or not it adopts the protocol itself.
    let adopters = single ? "it adopts" : inheriting.isEmpty ? "they adopt" : "some of them adopt"
    return
      "\(classes) \(single ? "moves" : "move") together with \(protocols), "
      + (unit.protocols.count == 1 ? "a protocol" : "protocols")
      + " refining 'ObservableObject' that \(adopters)" + reasons.map { ", " + $0 }.joined()
  }

  /// The observable class `type` inherits from in the scanned sources, if any.
  func observableSuperclass(of type: TypeSummary) -> TypeSummary? {
    guard let first = type.inheritedTypes.first else { return nil }
    let candidates = index.inheritedDeclarations(of: type, named: first).filter {
      $0.kind == .class
    }
    guard candidates.count == 1, let superclass = candidates.first,
      index.isObservableObjectClass(superclass)
    else { return nil }
    return superclass
  }

  /// The superclasses of `type` the sources declare, nearest first, and the first inherited
  /// name of the last of them that they do not declare (`NSManagedObject`, `NSObject`, or an
  /// outside protocol listed first); `outside` is nil when the chain ends at a scanned protocol
  /// or at a class inheriting nothing, and the whole is nil when a name means several
  /// declarations.
  func superclassChain(of type: TypeSummary) -> (scanned: [TypeSummary], outside: String?)? {
    var scanned: [TypeSummary] = []
    var seen: Set<String> = [Self.key(of: type)]
    var current = type
    while let first = current.inheritedTypes.first {
      let declared = index.inheritedDeclarations(of: current, named: first).filter {
        $0.kind != .extension
      }
      if declared.isEmpty { return (scanned, first) }
      guard declared.count == 1, let next = declared.first, next.kind == .class,
        seen.insert(Self.key(of: next)).inserted
      else { return declared.allSatisfy { $0.kind == .protocol } ? (scanned, nil) : nil }
      scanned.append(next)
      current = next
    }
    return (scanned, nil)
  }

  /// The classes of the unit this one inherits from, nearest first.
  var ancestors: [TypeSummary] {
    var found: [TypeSummary] = []
    var current = declaration
    while let type = current, let superclass = observableSuperclass(of: type), isInUnit(superclass),
      !found.contains(where: { Self.key(of: $0) == Self.key(of: superclass) })
    {
      found.append(superclass)
      current = superclass
    }
    return found
  }

  /// The classes of the unit inheriting from this one, directly or not.
  var descendants: [TypeSummary] {
    var found: [TypeSummary] = []
    var pending = declaration.map { [$0] } ?? []
    while let next = pending.popLast() {
      for subclass in index.subclasses(of: next)
      where isInUnit(subclass)
        && !found.contains(where: { Self.key(of: $0) == Self.key(of: subclass) })
      {
        found.append(subclass)
        pending.append(subclass)
      }
    }
    return found
  }

  static func key(of type: TypeSummary) -> String {
    "\(type.path)#\(type.offset)"
  }

  /// Two different edits of one file that the edit applier could not order.
  private static func overlap(in edits: [TextEdit]) -> (TextEdit, TextEdit)? {
    for (index, first) in edits.enumerated() {
      if let second = edits[(index + 1)...].first(where: { EditApplier.ambiguous(first, $0) }) {
        return (first, second)
      }
    }
    return nil
  }
}
