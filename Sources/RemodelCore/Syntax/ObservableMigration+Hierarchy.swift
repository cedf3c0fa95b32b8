import SwiftSyntax

/// A class whose superclass or subclasses are observable too moves with them: every class of
/// the hierarchy gets `@Observable` (only the one declaring `ObservableObject` loses the
/// conformance, the others inherited it) and the holders of each are rewritten, all as one fix.
/// Swift lets an `@Observable` class subclass another.
extension ObservableMigration {
  /// The observable classes that must move with this one, the one declaring `ObservableObject`
  /// first; empty when it has no observable superclass or subclass in the scanned sources.
  func hierarchyMembers() -> [TypeSummary] {
    guard let declaration else { return [] }
    var root = declaration
    var seen: Set<String> = [Self.key(of: root)]
    while let superclass = observableSuperclass(of: root),
      seen.insert(Self.key(of: superclass)).inserted
    {
      root = superclass
    }
    var members = [root]
    var pending = [root]
    while let next = pending.popLast() {
      for subclass in index.subclasses(of: next)
      where !members.contains(where: { Self.key(of: $0) == Self.key(of: subclass) }) {
        members.append(subclass)
        pending.append(subclass)
      }
    }
    return members.count > 1 ? members : []
  }

  /// The plan for the whole hierarchy, made once per pass: the edits of every class's own
  /// migration together, or every class's blockers.
  func hierarchyPlan(_ members: [TypeSummary]) -> Plan {
    let root = members[0]
    return context.passMemo.value("observable hierarchy \(Self.key(of: root))") {
      var edits: [TextEdit] = []
      var blockers: [String] = []
      var notes: [String] = []
      var isUnsafe = false
      for member in members {
        let memberContext = context.scoped(to: member.path)
        guard let file = memberContext.source(at: member.path),
          let decl = DeclarationLocator.decl(at: member.offset, in: file.tree)?.as(
            ClassDeclSyntax.self)
        else {
          blockers.append("'\(member.qualifiedName)' (\(member.path)) could not be read again")
          continue
        }
        var migration = ObservableMigration(classDecl: decl, source: file, context: memberContext)
        migration.hierarchy = members
        var work = Work()
        do throws(MigrationRefusal) {
          let fix = try migration.makeFix(&work)
          edits += fix.edits
          isUnsafe = isUnsafe || fix.applicability == .unsafe
          notes += work.notes.map { "'\(member.qualifiedName)': \($0)" }
        } catch {
          if case .reason(let reason) = error {
            blockers.append("for '\(member.qualifiedName)', \(reason)")
          }
        }
      }
      let names = members.map { "'\($0.qualifiedName)'" }.joined(separator: ", ")
      let together = "\(names) move together, as one class inherits from another"
      guard blockers.isEmpty else {
        return Plan(
          outcome: .refused(together + "; " + blockers.joined(separator: "; ")), notes: [])
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

  /// The observable class `type` inherits from in the scanned sources, if any.
  private func observableSuperclass(of type: TypeSummary) -> TypeSummary? {
    guard let first = type.inheritedTypes.first else { return nil }
    let candidates = index.inheritedDeclarations(of: type, named: first).filter {
      $0.kind == .class
    }
    guard candidates.count == 1, let superclass = candidates.first,
      index.isObservableObjectClass(superclass)
    else { return nil }
    return superclass
  }

  private static func key(of type: TypeSummary) -> String {
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
