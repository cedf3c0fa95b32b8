import SwiftSyntax

extension PropertyUsage {
  /// Why the property cannot become a `@StateObject`, whose wrapped value is read-only and whose
  /// projection is an `ObservedObject.Wrapper`. `projectionWasBinding` is true when coming from
  /// `@State`, whose bare `$name` is a `Binding` that the wrapper cannot stand in for.
  /// `rewritten` lists the assignment targets the fix itself converts. A read in `init` blocks too:
  /// SwiftUI installs the object only after `init`. `keeper` is the wrapper the property gets:
  /// `State` keeps an `@Observable` model the same way, `ObservedObject` one its caller owns.
  /// `setupMoves`: the reads in `init` move with the object's construction (`InitializerSetup`).
  func blockerForStateObject(
    _ name: String, in file: ParsedSource, projectionWasBinding: Bool,
    rewritten: Set<SyntaxIdentifier> = [], keeper: String = "StateObject", setupMoves: Bool = false
  ) -> String? {
    if projectionWasBinding, let projection = bareProjections.first {
      return
        "'$\(name)' at \(file.location(of: projection)) is used as a binding of the whole object; bind one of its properties instead, then run the fix again"
    }
    let remaining = assignments.filter { !rewritten.contains($0.target.id) }
    let wrapperUses = wrapperReads.filter { !Self.callsDynamicPropertyUpdate($0) }
    if let wrapperUse = wrapperUses.first ?? remaining.first(where: \.assignsWrapper)?.target {
      return
        "its wrapper '_\(name)' is used directly at \(file.location(of: wrapperUse)), which the fix does not rewrite; change the wrapper by hand"
    }
    if let assignment = remaining.first {
      let effect =
        switch keeper {
        case "StateObject": "which '@StateObject' does not allow"
        case "ObservedObject": "which a view can do to '@ObservedObject' only in a mutating method"
        default: "which '@\(keeper)' ignores once it holds a value"
        }
      return
        "'\(name)' is assigned after creation at \(file.location(of: assignment.target)), \(effect); update the one object's properties there instead, or decide by hand who owns it"
    }
    // An observed object is the one `init` was given, and reading it there is reading that.
    if keeper != "ObservedObject", !setupMoves, let read = readsInInitializers.first {
      return Self.throwawayRead(of: name, at: read, in: file, keeper: keeper)
    }
    if keeper != "ObservedObject", let (members, read) = readsThroughInitializerCalls.first {
      let uses = members.map { "uses '\($0)', which " }.joined()
      return "'init' \(uses)reads '\(name)' at \(file.location(of: read)) from the "
        + "copy of the view 'init' makes, where a '@\(keeper)' is a throwaway object until SwiftUI "
        + "installs the view; start that work in '.task' or '.onAppear' instead"
    }
    return nil
  }

  /// Why a read of the property in `init` blocks the swap.
  static func throwawayRead(
    of name: String, at read: TokenSyntax, in file: ParsedSource, keeper: String = "StateObject"
  ) -> String {
    "'init' reads '\(name)' at \(file.location(of: read)), and a '@\(keeper)' read before "
      + "SwiftUI installs it is a throwaway object; move that read into '.task' or '.onAppear'"
  }

  /// `_model.update()` in a `DynamicProperty`'s own `update()`: `StateObject` has it too.
  private static func callsDynamicPropertyUpdate(_ wrapper: TokenSyntax) -> Bool {
    guard let member = wrapper.parent?.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == wrapper.parent?.id, member.declName.baseName.text == "update",
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    else { return false }
    return call.arguments.isEmpty && call.trailingClosure == nil
  }
}

extension PropertyUsage {
  /// The uses of `name` in the extensions of the view `view` (in any scanned file), each with
  /// its file: the fixes rewrite only the members of the view's declaration, so what an
  /// extension does with the property must already suit the new wrapper.
  static func inExtensions(
    of view: StructDeclSyntax, in source: ParsedSource, name: String, context: RuleContext
  ) -> [(usage: PropertyUsage, file: ParsedSource)] {
    let index = context.index
    guard
      let summary = index.declaration(
        named: view.name.text, at: source.path,
        offset: view.positionAfterSkippingLeadingTrivia.utf8Offset)
    else { return [] }
    return index.extensions(of: summary).compactMap { extended in
      guard let file = context.source(at: extended.path),
        let decl = DeclarationLocator.decl(at: extended.offset, in: file.tree)?.as(
          ExtensionDeclSyntax.self)
      else { return nil }
      return (PropertyUsage(of: name, in: decl.memberBlock), file)
    }
  }

  /// Why the view's extensions keep the property from becoming a `keeper`: an assignment, a use
  /// of its wrapper or a read in an `init` there, none of which the fix rewrites.
  static func extensionBlocker(
    of view: StructDeclSyntax, in source: ParsedSource, name: String, context: RuleContext,
    projectionWasBinding: Bool, keeper: String = "StateObject"
  ) -> String? {
    inExtensions(of: view, in: source, name: name, context: context).lazy.compactMap {
      $0.usage.blockerForStateObject(
        name, in: $0.file, projectionWasBinding: projectionWasBinding, keeper: keeper)
    }.first
  }
}
