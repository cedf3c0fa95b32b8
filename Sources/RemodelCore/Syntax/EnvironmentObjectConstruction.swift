import SwiftSyntax

/// `.environmentObject(Store())` (or `.environment(Model())` of an `@Observable` class) in a
/// view's `body` (or an app's): every evaluation builds a new object, and every descendant
/// reading it loses its state. The parent should hold the object in a `@StateObject` (a
/// `@State`) and pass that.
enum EnvironmentObjectConstruction {
  /// How an object is put into the environment, and the wrapper its owner keeps it in.
  private struct Injection {
    let modifier: String
    let wrapper: String

    /// `.environmentObject` for an `ObservableObject`, `.environment` for an `@Observable`
    /// class; nil for any other call or type.
    init?(_ call: FunctionCallExprSyntax, typeName: String, index: ProjectIndex) {
      let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      switch modifier {
      case "environmentObject"
      where index.isObservableObjectClass(typeName) == true
        && index.isObservable(typeName) != true:
        wrapper = "StateObject"
      case "environment" where index.isObservable(typeName) == true:
        wrapper = "State"
      default:
        return nil
      }
      self.modifier = modifier ?? ""
    }
  }

  static func findings(ruleID: String, in source: ParsedSource, context: RuleContext) -> [Finding] {
    let index = context.index
    let collector = ViewModelHandOff.CallCollector(viewMode: .sourceAccurate)
    collector.walk(source.tree)
    let sites = collector.calls.compactMap {
      call -> (FunctionCallExprSyntax, Construction, Injection)? in
      guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
        let construction = Construction(argument.expression),
        let injection = Injection(call, typeName: construction.typeName, index: index),
        !context.isPreviewOrTest(call, in: source),
        // A new object of a class holding nothing that changes loses nothing.
        !index.isStateless(construction.typeName, seenFrom: source.path)
      else { return nil }
      return (call, construction, injection)
    }
    let owned = sites.compactMap { call, construction, injection in
      contentOwner(of: call, in: source, context: context).flatMap {
        // A host view only previews create builds its stub as legitimately as a preview.
        context.isPreviewScaffolding($0.owner.name)
          ? nil : (call, construction, $0.owner, $0.member, injection)
      }
    }
    // One property per type and owner: identical constructions in several branches share it.
    // A construction in a closure SwiftUI calls once per value is refused on its own: no
    // property of the owner can hold one object per value.
    var plans: [String: (fix: Result<Fix, Refusal>, note: String?)] = [:]
    return owned.map { call, construction, owner, member, injection in
      let message =
        "hold the '\(construction.typeName)' passed to '.\(injection.modifier)' in a '@\(injection.wrapper)' of '\(owner.name)': every evaluation of '\(member)' builds a new one, and the views reading it lose their state"
      if let closure = perValueClosure(around: construction.call) {
        return source.finding(
          ruleID, at: construction.call,
          message: message
            + "; not fixed because it is built in a closure taking \(closure.parameters) at \(source.location(of: closure.node)), once per value, which one property cannot hold; keep one per value in a view model by hand"
        )
      }
      let key = "\(owner.key) \(construction.typeName)"
      let plan =
        plans[key]
        ?? {
          let group = owned.filter {
            "\($0.2.key) \($0.1.typeName)" == key && perValueClosure(around: $0.1.call) == nil
          }
          let made = groupPlan(
            group.map { ($0.0, $0.1) }, in: owner, source, wrapper: injection.wrapper,
            context: context)
          plans[key] = made
          return made
        }()
      let described = message + (plan.note.map { "; " + $0 } ?? "")
      switch plan.fix {
      case .success(let fix):
        return source.finding(ruleID, at: construction.call, message: described, fix: fix)
      case .failure(let refusal):
        return source.finding(
          ruleID, at: construction.call,
          message: described + "; not fixed because " + refusal.reason)
      }
    }
  }

  /// The fix for every injection of one type in one view or app, with what a reader should
  /// know about it.
  private static func groupPlan(
    _ group: [(FunctionCallExprSyntax, Construction)], in owner: Owner,
    _ source: ParsedSource, wrapper: String, context: RuleContext
  ) -> (fix: Result<Fix, Refusal>, note: String?) {
    switch fix(group.map(\.1), in: owner, source, wrapper: wrapper, context: context) {
    case .failure(let refusal):
      return (.failure(refusal), nil)
    case .success(let fix):
      var notes: [String] = []
      if group.count > 1 {
        notes.append(
          "its \(group.count) identical constructions in '\(owner.name)' share the property")
      }
      var hazards: [String] = []
      if let argument = firstBuiltArgument(of: group[0].1) {
        hazards.append(
          "the object keeps the '\(argument.trimmedDescription)' it is first built with for as long as '\(owner.name)' lives"
        )
      }
      // A presented view's object lived as long as the presentation; held by the presenter,
      // it outlives it and is shown again next time.
      let presentation = group.lazy.compactMap { call, _ -> String? in
        guard
          case .navigationClosure(let name) = ViewModelHandOff.site(of: call, index: context.index)
        else { return nil }
        return name
      }.first
      if let presentation {
        hazards.append("the '\(presentation)' content then gets the same one each time it is shown")
      }
      // Built only on some evaluations, it would be built whenever SwiftUI installs the owner.
      if let first = branchBuildingSome(group.map(\.1.call)) {
        let keyword = first.firstToken(viewMode: .sourceAccurate)?.text ?? "if"
        hazards.append(
          "'\(owner.name)' builds it only in one branch of the '\(keyword)' at \(source.location(of: first)), and a '@\(wrapper)' property builds it whichever branch runs"
        )
      }
      if !hazards.isEmpty { notes.append("unsafe: " + hazards.joined(separator: "; ")) }
      return (
        .success(Fix(edits: fix.edits, applicability: hazards.isEmpty ? .safe : .unsafe)),
        notes.isEmpty ? nil : notes.joined(separator: "; ")
      )
    }
  }

  /// The view or app that gets the property: its declaration, in this file or, for a body
  /// written in an extension, wherever it is declared.
  private struct Owner {
    let decl: StructDeclSyntax
    let source: ParsedSource
    /// The members of the type or extension holding the body, which the property's name must
    /// not clash with either.
    let siteMembers: MemberBlockSyntax
    var name: String { decl.name.text }
    var key: String { "\(source.path)#\(decl.positionAfterSkippingLeadingTrivia.utf8Offset)" }
  }

  /// The view or app whose `body` (or other content member) evaluates the call, and the
  /// member's name; nil elsewhere, and in a closure SwiftUI calls for each element or
  /// presentation, where one object per call may be meant.
  private static func contentOwner(
    of call: FunctionCallExprSyntax, in source: ParsedSource, context: RuleContext
  ) -> (owner: Owner, member: String)? {
    var node = Syntax(call)
    while let parent = node.parent {
      defer { node = parent }
      if ViewModelHandOff.isEventHandler(node) { return nil }
      guard let member = parent.as(MemberBlockItemSyntax.self),
        let memberBlock = member.parent?.parent?.as(MemberBlockSyntax.self),
        let owner = owner(of: memberBlock, in: source, context: context)
      else { continue }
      if let variable = member.decl.as(VariableDeclSyntax.self),
        variable.singleBindingName == "body"
      {
        return (owner, "body")
      }
      return ViewModelHandOff.isInViewContent(call)
        ? (owner, memberName(member.decl) ?? "body") : nil
    }
    return nil
  }

  /// The view or app declaring the members: the struct itself, or the one an extension extends
  /// when the scanned sources declare it once.
  private static func owner(
    of members: MemberBlockSyntax, in source: ParsedSource, context: RuleContext
  ) -> Owner? {
    let index = context.index
    if let decl = members.parent?.as(StructDeclSyntax.self) {
      guard decl.ownsSwiftUIState(in: index) else { return nil }
      return Owner(decl: decl, source: source, siteMembers: members)
    }
    guard let extended = members.parent?.as(ExtensionDeclSyntax.self)?.extendedType.nominalName
    else { return nil }
    let declarations = index.declarations(named: extended)
    guard declarations.count == 1, let summary = declarations.first, summary.kind == .struct,
      let declaring = context.source(at: summary.path),
      let decl = DeclarationLocator.structDecl(at: summary.offset, in: declaring.tree),
      decl.ownsSwiftUIState(in: index)
    else { return nil }
    return Owner(decl: decl, source: declaring, siteMembers: members)
  }

  private struct Refusal: Error {
    let reason: String
  }

  private static func fix(
    _ group: [Construction], in owner: Owner, _ source: ParsedSource, wrapper: String,
    context: RuleContext
  ) -> Result<Fix, Refusal> {
    // Every group holds the site it was made for.
    let construction = group[0]
    let text = construction.call.trimmedDescription
    if let different = group.first(where: { $0.call.trimmedDescription != text }) {
      return .failure(
        Refusal(
          reason:
            "'\(owner.name)' builds '\(construction.typeName)' differently at \(source.location(of: construction.call)) and \(source.location(of: different.call)); decide by hand whether they share one"
        ))
    }
    let environment = environmentMembers(of: owner.decl)
    if let argument = construction.call.arguments.first(where: {
      !$0.expression.identifierNames.isDisjoint(with: environment)
    }) {
      return .failure(
        Refusal(
          reason:
            "it is built from '\(argument.expression.trimmedDescription)', which '\(owner.name)' reads from the environment, known only in 'body' and not in 'init'; give the content a view of its own that takes the value and builds the model as a '@\(wrapper)'"
        ))
    }
    if let argument = construction.call.arguments.first(where: {
      !$0.expression.isLiteral && !isTypeLevel($0.expression)
    }) {
      return .failure(
        Refusal(
          reason:
            "it is built from '\(argument.expression.trimmedDescription)', which a '@\(wrapper)' property's initial value cannot read; if the object may keep the first '\(argument.expression.trimmedDescription)' it gets for as long as '\(owner.name)' lives, build it in 'init' with '\(wrapper)(wrappedValue:)' by hand"
        ))
    }
    if construction.call.trailingClosure != nil {
      return .failure(
        Refusal(
          reason:
            "it takes a trailing closure, which a '@\(wrapper)' property's initial value may not be able to run; move it by hand"
        ))
    }
    let name = propertyName(for: construction.typeName)
    // Every extension of the owner, in any file, declares members the property must not clash
    // with, as the declaration does.
    let index = context.index
    let summary = index.declaration(
      named: owner.name, at: owner.source.path,
      offset: owner.decl.positionAfterSkippingLeadingTrivia.utf8Offset)
    let extensionSummaries: [TypeSummary] = summary.map { index.extensions(of: $0) } ?? []
    let extensions = extensionSummaries.compactMap {
      extensionSummary -> (MemberBlockSyntax, ParsedSource)? in
      guard let file = context.source(at: extensionSummary.path),
        let decl = DeclarationLocator.decl(at: extensionSummary.offset, in: file.tree)?.as(
          ExtensionDeclSyntax.self)
      else { return nil }
      return (decl.memberBlock, file)
    }
    let clash =
      ([(owner.decl.memberBlock, owner.source), (owner.siteMembers, source)] + extensions)
      .lazy.compactMap { members, file in
        members.flattenedDecls.first { memberName($0) == name }.map { file.location(of: $0) }
      }.first
    if let clash {
      return .failure(
        Refusal(
          reason:
            "'\(owner.name)' already has a member named '\(name)' at \(clash); rename it, or move the object by hand"
        ))
    }
    // An extension in another file cannot see a private property.
    let access = owner.source.path == source.path ? "private " : ""
    guard
      let insertion = propertyInsertion(
        "@\(wrapper) \(access)var \(name) = \(text)", in: owner.decl, owner.source)
    else {
      return .failure(Refusal(reason: "'\(owner.name)' has no place for a property"))
    }
    return .success(
      Fix(edits: insertion + group.map { source.replace($0.call, with: name) }))
  }

  /// An argument that names only types and what they declare (`MockService()`,
  /// `Config.default`, `.shared`): a property's initial value can evaluate it, as `body` did,
  /// though only once. A lowercase name may be a member of the view or a local of `body`.
  private static func isTypeLevel(_ expression: ExprSyntax) -> Bool {
    guard !expression.is(ClosureExprSyntax.self),
      expression.descendants(ClosureExprSyntax.self).isEmpty
    else { return false }
    let references =
      [expression.as(DeclReferenceExprSyntax.self)].compactMap { $0 }
      + expression.descendants(DeclReferenceExprSyntax.self)
    return references.allSatisfy { reference in
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      {
        return true
      }
      return reference.baseName.text.startsWithUppercase
    }
  }

  /// The first argument that is not a literal: the property keeps the object built from its
  /// first value, where `body` built one from a new value on every evaluation.
  private static func firstBuiltArgument(of construction: Construction) -> ExprSyntax? {
    construction.call.arguments.first { !$0.expression.isLiteral }?.expression
  }

  /// The view's members known only once SwiftUI has installed its environment: its
  /// `@EnvironmentObject` and `@Environment` properties, and computed ones reading them.
  private static func environmentMembers(of owner: StructDeclSyntax) -> Set<String> {
    var names: Set<String> = []
    var computed: [(name: String, reads: Set<String>)] = []
    for decl in owner.memberBlock.flattenedDecls {
      guard let variable = decl.as(VariableDeclSyntax.self), let name = variable.singleBindingName
      else { continue }
      if variable.attributes.attribute(named: ["EnvironmentObject", "Environment"]) != nil {
        names.insert(name)
      } else if let accessors = variable.bindings.first?.accessorBlock {
        computed.append((name, accessors.identifierNames))
      }
    }
    // A computed property reading one that reads the environment reads it too.
    var grew = true
    while grew {
      grew = false
      for property in computed
      where !names.contains(property.name) && !property.reads.isDisjoint(with: names) {
        names.insert(property.name)
        grew = true
      }
    }
    return names
  }

  private static func memberName(_ decl: DeclSyntax) -> String? {
    decl.as(VariableDeclSyntax.self)?.singleBindingName
      ?? decl.as(FunctionDeclSyntax.self)?.name.text
  }

  /// The innermost closure around `node` that takes parameters (`{ item in … }`), and those
  /// parameters: SwiftUI may call it once per element, destination or presentation. A
  /// `GeometryReader`'s or `ScrollViewReader`'s content is one view however often it runs.
  private static func perValueClosure(around node: some SyntaxProtocol) -> (
    node: ClosureExprSyntax, parameters: String
  )? {
    var current = node.parent
    while let candidate = current, !candidate.is(MemberBlockItemSyntax.self) {
      if let closure = candidate.as(ClosureExprSyntax.self),
        let parameters = closure.signature?.parameterClause,
        !isSingleContentReader(closure)
      {
        return (closure, "'\(parameters.trimmedDescription)'")
      }
      current = candidate.parent
    }
    return nil
  }

  /// The `if`, `switch` or `? :` of which some branches build none of `calls`; nil when every
  /// evaluation of the content member builds one (one outside any branch, or one in each
  /// branch of an `if`/`else` or of a `switch` that nothing else encloses).
  private static func branchBuildingSome(_ calls: [FunctionCallExprSyntax]) -> Syntax? {
    let branches = calls.map { branch(around: $0) }
    guard !branches.contains(where: { $0 == nil }), let first = branches.first ?? nil else {
      return nil
    }
    let sameBranching = branches.allSatisfy { $0?.id == first.id }
    let inEachBranch: Bool
    if let ifExpression = first.as(IfExprSyntax.self),
      let elseBlock = ifExpression.elseBody?.as(CodeBlockSyntax.self)
    {
      inEachBranch = [ifExpression.body, elseBlock].allSatisfy { block in
        calls.contains { block.range.contains($0.position) }
      }
    } else if let switchExpression = first.as(SwitchExprSyntax.self) {
      inEachBranch = switchExpression.cases.allSatisfy { switchCase in
        calls.contains { switchCase.range.contains($0.position) }
      }
    } else {
      inEachBranch = false
    }
    return sameBranching && inEachBranch && branch(around: first) == nil ? nil : first
  }

  /// The `if`, `switch` or `? :` of the content member that evaluates `node` in one of its
  /// branches only; nil when every evaluation of the member does.
  private static func branch(around node: some SyntaxProtocol) -> Syntax? {
    var child = Syntax(node)
    var current = node.parent
    while let candidate = current, !candidate.is(MemberBlockItemSyntax.self) {
      if let ifExpression = candidate.as(IfExprSyntax.self),
        child.id == ifExpression.body.id || child.id == ifExpression.elseBody?.id
      {
        return candidate
      }
      if candidate.is(SwitchCaseSyntax.self), let switchExpression = candidate.parent?.parent {
        return switchExpression
      }
      if let ternary = candidate.as(TernaryExprSyntax.self),
        child.id != ternary.condition.id
      {
        return candidate
      }
      child = candidate
      current = candidate.parent
    }
    return nil
  }

  /// Whether the closure is the trailing content of `GeometryReader { geo in … }` or
  /// `ScrollViewReader { proxy in … }`.
  private static func isSingleContentReader(_ closure: ClosureExprSyntax) -> Bool {
    guard let call = closure.parent?.as(FunctionCallExprSyntax.self),
      call.trailingClosure?.id == closure.id,
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    return name == "GeometryReader" || name == "ScrollViewReader"
  }

  /// `Store` → `store`, `UIState` → `uiState`, `Feature.AppModel` → `appModel`.
  static func propertyName(for typeName: String) -> String {
    let last = Array(typeName.split(separator: ".").last ?? Substring(typeName))
    let upper = last.prefix { $0.isUppercase }.count
    // Of a run of capitals, the last one starts the next word unless the run is the whole name.
    let lowered = upper > 1 && upper < last.count ? upper - 1 : max(upper, 1)
    return String(last.prefix(lowered)).lowercased() + String(last.dropFirst(lowered))
  }

  /// The property on a line of its own after the type's last stored instance property, or
  /// before its first member (and that member's comments) when it has none, indented like its
  /// members and followed by a blank line: an edit of its own, which the properties other
  /// fixes insert there share.
  private static func propertyInsertion(
    _ declaration: String, in owner: StructDeclSyntax, _ source: ParsedSource
  ) -> [TextEdit]? {
    let members = Array(owner.memberBlock.members)
    // After the instance properties: a `static let` is usually grouped with what uses it.
    let stored = members.last { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
      return !variable.isStatic && variable.bindings.first?.isStored == true
    }
    guard let anchor = stored ?? members.first else { return nil }
    let content = source.file.content
    let indent = source.indentation(ofLineAt: anchor.positionAfterSkippingLeadingTrivia.utf8Offset)
    let lineEnding = source.file.lineEnding
    if stored != nil {
      guard
        let newline = content[anchor.endPositionBeforeTrailingTrivia.utf8Offset...].firstIndex(
          of: UInt8(ascii: "\n"))
      else { return nil }
      return [
        TextEdit(
          path: source.path, range: (newline + 1)..<(newline + 1),
          replacement: indent + declaration + lineEnding)
      ]
    }
    // Above the member's comments, which say what it is.
    let lineStart = source.linesStart(of: anchor)
    return [
      TextEdit(
        path: source.path, range: lineStart..<lineStart,
        replacement: indent + declaration + lineEnding),
      TextEdit(path: source.path, range: lineStart..<lineStart, replacement: lineEnding),
    ]
  }
}
