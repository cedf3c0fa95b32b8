/// The findings both hand-off rules report, differing only in which sites they cover.
extension ViewModelHandOff {
  static func findings(
    ruleID: String, in source: ParsedSource, context: RuleContext,
    covering covers: (Site) -> Bool
  ) -> [Finding] {
    all(in: source, context: context).compactMap { handOff in
      guard covers(handOff.site) else { return nil }
      let model = handOff.value.construction.typeName
      let migration = ChildViewMigration(
        childName: handOff.childName, childQualifiedName: handOff.childQualifiedName,
        slot: ArgumentSlot(of: handOff.argument, in: handOff.childCall), context: context,
        callConditions: BuildConditions(of: handOff.childCall))
      let buildsInCallOnce = migration.buildsArgumentOncePerIdentity()
      if handOff.value.localDeclaration == nil, buildsInCallOnce { return nil }
      let message = handOff.message(
        model: model, isObservable: context.index.isObservable(model) == true,
        childKeepsItAlready: buildsInCallOnce)
      if buildsInCallOnce, let reason = handOff.sharedLocalReason(in: source) {
        return source.finding(
          ruleID, at: handOff.argument, message: message + "; not fixed because " + reason)
      }
      switch migration.plan() {
      case .notApplicable:
        return nil
      case .refused(let reason):
        return source.finding(
          ruleID, at: handOff.argument, message: message + "; not fixed because " + reason)
      case .fix(let fix, let note):
        return source.finding(
          ruleID, at: handOff.argument, message: message + (note.map { "; " + $0 } ?? ""),
          fix: fix)
      }
    }
  }

  /// Why a local handed to a memberwise `@StateObject` child cannot move into the call, or nil:
  /// the child keeps the first model it is given, and another use of the local gets the one
  /// this evaluation built, today already.
  private func sharedLocalReason(in source: ParsedSource) -> String? {
    guard let other = value.otherUseOfLocal else { return nil }
    return
      "'\(other.text)' is also used at \(source.location(of: other)), which gets the '\(value.construction.typeName)' this evaluation builds while '\(childName)' keeps the first one it was given; pass one model to both by hand"
  }

  /// `childKeepsItAlready`: the child holds the model in `@StateObject` through its memberwise
  /// initializer, so only the local built before the call is the problem.
  private func message(model: String, isObservable: Bool, childKeepsItAlready: Bool) -> String {
    let when: String
    switch site {
    case .navigationClosure(let name): when = "'\(name)' builds a new one every time it runs"
    case .viewBody: when = "every evaluation of the view builds a new one"
    case .lazyRow(let container): when = "every row of '\(container)' builds a new one"
    case .elsewhere: when = "it is built outside the view"
    }
    let through = factoryCall.map { ", by calling \($0)" } ?? ""
    if childKeepsItAlready {
      return
        "build '\(model)' in the call of '\(childName)', not in a local before it: \(when)\(through)"
    }
    return isObservable
      ? "keep '\(model)' in '@State' in '\(childName)': \(when)\(through), which replaces the child's and its state"
      : "create '\(model)' inside '\(childName)' as a '@StateObject': \(when)\(through)"
  }
}
