import SwiftSyntax

/// The statements of a view's `init` that set up the object a property creates
/// (`viewModel.load(id: id)`, `model.order = order`). Under `@StateObject` they would act on a
/// throwaway object, as SwiftUI installs the kept one only after `init`; moved into a closure
/// that builds the object inside `StateObject(wrappedValue:)`, they run once, on the object
/// SwiftUI keeps:
///
/// ```swift
/// _viewModel = StateObject(wrappedValue: {
///     let viewModel = DetailViewModel()
///     viewModel.load(id: id)
///     return viewModel
/// }())
/// ```
///
/// The closure goes first in `init`, so the property is set before anything uses `self`; the
/// statements may therefore read only what `init` receives (a property `init` fills from a
/// parameter is read as that parameter), never its locals or the view's members.
struct InitializerSetup {
  private let initializer: InitializerDeclSyntax
  /// The statement building the object (`self.model = Model(…)`), which the closure replaces;
  /// nil for an object the property's default builds, whose closure opens `init`.
  private var creation: CodeBlockItemSyntax?
  /// The statements, in their order, with the text each has inside the closure; none in an
  /// initializer that does not set the object up, which only builds it.
  private let moved: [(statement: CodeBlockItemSyntax, text: String)]
  /// Whether the statements read what `init` receives: the object keeps the first values.
  let readsInputs: Bool

  enum Outcome {
    /// One per initializer that must build the object, those setting it up first.
    case setup([InitializerSetup])
    case blocked(String)
  }

  /// How `reads`, the reads of the property `name` in `initializers` (all the view's), can move
  /// with the object's construction; nil when there are none.
  static func outcome(
    of name: String, reads: [TokenSyntax], initializers: [InitializerDeclSyntax],
    in source: ParsedSource
  ) -> Outcome? {
    guard let first = reads.first else { return nil }
    let enclosing = { (read: TokenSyntax) in
      read.ancestorOrSelf(mapping: { $0.as(InitializerDeclSyntax.self) })?.id
    }
    guard reads.allSatisfy({ read in initializers.contains { $0.id == enclosing(read) } }) else {
      return .blocked(readAdvice(name, at: first, source))
    }
    var setups: [InitializerSetup] = []
    for initializer in initializers {
      let own = reads.filter { enclosing($0) == initializer.id }
      // A delegating initializer gets the object from the one it calls.
      if own.isEmpty, initializer.body?.delegatesInitialization == true { continue }
      switch setup(of: name, reads: own, in: initializer, source) {
      case .blocked(let reason): return .blocked(reason)
      case .setup(let found): setups += found
      }
    }
    return .setup(setups.filter { !$0.moved.isEmpty } + setups.filter(\.moved.isEmpty))
  }

  /// How `reads`, the reads of the property `name` in `initializer`, can move with the
  /// object's construction in `creation`, a statement of `initializer` that comes before them.
  static func outcome(
    of name: String, reads: [TokenSyntax], after creation: CodeBlockItemSyntax,
    in initializer: InitializerDeclSyntax, _ source: ParsedSource
  ) -> Outcome {
    guard let first = reads.first else { return .setup([]) }
    guard reads.allSatisfy({ $0.position >= creation.endPosition }) else {
      return .blocked(readAdvice(name, at: first, source))
    }
    switch setup(of: name, reads: reads, in: initializer, source) {
    case .blocked(let reason): return .blocked(reason)
    case .setup(let found):
      return .setup(
        found.map {
          var setup = $0
          setup.creation = creation
          return setup
        })
    }
  }

  private static func setup(
    of name: String, reads: [TokenSyntax], in initializer: InitializerDeclSyntax,
    _ source: ParsedSource
  ) -> Outcome {
    let at = reads.first ?? initializer.initKeyword
    guard let body = initializer.body, !body.statements.isEmpty else {
      return .blocked(
        "another 'init' sets '\(name)' up, and the 'init' at "
          + "\(source.location(of: initializer.initKeyword)) is empty, so the fix has no place to "
          + "build it there; migrate by hand")
    }
    let parameters = initializer.signature.parameterClause.parameters
    let locals = Set(
      body.statements.compactMap { $0.item.as(VariableDeclSyntax.self)?.singleBindingName })
    // An app's 'init' runs its setup at launch, which the closure would put off.
    let isApp =
      initializer.ancestorOrSelf(mapping: { $0.as(StructDeclSyntax.self) })?.inheritanceClause?
      .inheritedTypes.contains { $0.type.nominalName == "App" } == true
    guard !parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }),
      !locals.contains(name), !body.delegatesInitialization, !isApp
    else { return .blocked(readAdvice(name, at: at, source)) }
    let restricted = Set(
      parameters.filter {
        ($0.type.isClosure && !$0.type.hasAttribute("escaping")) || $0.type.hasSpecifier("inout")
      }.map { ($0.secondName ?? $0.firstName).text })

    var moved: [(CodeBlockItemSyntax, String)] = []
    var readsInputs = false
    for statement in body.statements
    where reads.contains(where: { statement.range.contains($0.position) }) {
      let read =
        "'init' reads '\(name)' at \(source.location(of: statement)), where a "
        + "'@StateObject' is still a throwaway object, and that statement "
      let advice = "; move that read into '.task' or '.onAppear'"
      guard !statement.item.is(DeclSyntax.self), Self.ownsItsLines(statement, source) else {
        return .blocked(
          read + "shares its line or declares something, so it cannot move into the closure "
            + "building the object" + advice)
      }
      let tokens = statement.tokens(viewMode: .sourceAccurate)
      if let local = tokens.first(where: { locals.contains($0.text) && $0.isReference })
        ?? tokens.first(where: { restricted.contains($0.text) && $0.isReference })
      {
        return .blocked(
          read + "reads '\(local.text)', which the closure building the object cannot capture"
            + advice)
      }
      if statement.item.is(DeferStmtSyntax.self)
        || tokens.contains(where: {
          $0.text == "$" + name || $0.text == "_" + name || $0.tokenKind == .keyword(.await)
            || ($0.tokenKind == .keyword(.try)
              && $0.nextToken(viewMode: .sourceAccurate)?.tokenKind
                != .postfixQuestionMark
              && $0.nextToken(viewMode: .sourceAccurate)?.tokenKind
                != .exclamationMark)
            || Self.leavesInitializer($0, from: statement)
        })
      {
        return .blocked(
          read + "uses a wrapper, a projection, 'try', 'await', 'defer' or a statement leaving "
            + "'init' ('return', 'throw', 'break'), which the closure building the "
            + "object cannot hold" + advice)
      }
      switch AutoclosureCapture.outcome(
        of: statement, in: initializer, source: source, ownProperty: name)
      {
      case .blocked(let reason):
        return .blocked(read + "cannot move into the closure building the object: " + reason)
      case .rewrite(let edits, let readsArguments):
        readsInputs = readsInputs || readsArguments
        moved.append(
          (
            statement,
            Self.text(
              from: ParsedSource.textStart(of: statement), to: statement.endPosition.utf8Offset,
              applying: edits, in: source
            ).trimmingTrailingSpaces
          ))
      }
    }
    // The closure runs its statements unconditionally; `init` may have left before them.
    if let last = moved.last?.0,
      let exit = body.statements.prefix(while: { $0.id != last.id }).lazy.compactMap({ item in
        item.tokens(viewMode: .sourceAccurate).first {
          ($0.tokenKind == .keyword(.return) || $0.tokenKind == .keyword(.throw))
            && leavesInitializer($0, from: item)
        }
      }).first
    {
      return .blocked(
        "'init' reads '\(name)' at \(source.location(of: last)), where a '@StateObject' is still "
          + "a throwaway object, and may leave before it at \(source.location(of: exit)), so the "
          + "closure building the object cannot run that statement unconditionally; move that "
          + "read into '.task' or '.onAppear'")
    }
    return .setup([
      InitializerSetup(
        initializer: initializer, creation: nil, moved: moved, readsInputs: readsInputs)
    ])
  }

  /// Whether `token` is a `return`, `throw`, `break`, `continue` or `fallthrough` of the
  /// statement itself, not of a closure or function inside it: in the closure building the
  /// object it would leave that closure instead.
  private static func leavesInitializer(_ token: TokenSyntax, from statement: CodeBlockItemSyntax)
    -> Bool
  {
    let exits: [Keyword] = [.return, .throw, .break, .continue, .fallthrough]
    guard exits.contains(where: { token.tokenKind == .keyword($0) }) else { return false }
    // A loop or `switch` inside the statement takes its own `break`s and `continue`s.
    let staysInLoop =
      token.tokenKind != .keyword(.return) && token.tokenKind != .keyword(.throw)
    var node = token.parent
    while let current = node, current.id != statement.id {
      if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self) { return false }
      if staysInLoop,
        current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self)
          || current.is(RepeatStmtSyntax.self) || current.is(SwitchExprSyntax.self)
      {
        return false
      }
      node = current.parent
    }
    return true
  }

  /// Where the first statement that sets the object up is, for the finding.
  func location(in source: ParsedSource) -> String {
    moved.first.map { source.location(of: $0.statement) } ?? ""
  }

  /// The offset of that statement, to tell which of several setups comes first.
  var offset: Int { moved.first?.statement.positionAfterSkippingLeadingTrivia.utf8Offset ?? .max }

  /// The edits: the moved statements go, and `_name = StateObject(wrappedValue: { … }())` (or
  /// the `keeper` given)
  /// building the object with `construction` and running them takes the place of the
  /// statement that built it, or opens `init`; with nothing to move,
  /// `_name = StateObject(wrappedValue: construction)` opens it. `construction` is written with
  /// `constructionIndent` starting its line.
  func edits(
    property name: String, construction: String, constructionIndent: String,
    declaredType: String?, keeper: String = "StateObject", in source: ParsedSource
  ) -> [TextEdit] {
    guard let body = initializer.body, let opening = creation ?? body.statements.first else {
      return []
    }
    let start = source.linesStart(of: opening)
    let indent = source.indentation(ofLineAt: opening.positionAfterSkippingLeadingTrivia.utf8Offset)
    let inner = indent + source.indentationUnit(inside: indent)
    let newline = source.file.lineEnding
    guard !moved.isEmpty else {
      let built = GeneratedCodeLayout.shiftingContinuationLines(
        of: construction, from: constructionIndent, to: indent)
      return [
        TextEdit(
          path: source.path, range: start..<start,
          replacement: "\(indent)_\(name) = \(keeper)(wrappedValue: \(built))\(newline)")
      ]
    }
    let local =
      "let \(name)\(declaredType.map { ": \($0)" } ?? "") = "
      + GeneratedCodeLayout.shiftingContinuationLines(
        of: construction, from: constructionIndent, to: inner)
    let lines =
      ["_\(name) = \(keeper)(wrappedValue: {", inner + local]
      + moved.map {
        inner
          + GeneratedCodeLayout.shiftingContinuationLines(
            of: $0.text,
            from: source.indentation(ofLineAt: ParsedSource.textStart(of: $0.statement)),
            to: inner)
      }
      + ["\(inner)return \(name)", "\(indent)}())"]
    let closure = lines.joined(separator: newline)
    let removals = moved.map {
      TextEdit(
        path: source.path,
        range: source.wholeLineRangeJoiningBlankLines(
          of: source.linesStart(of: $0.statement)..<$0.statement.endPosition.utf8Offset,
          joiningFollowing: false),
        replacement: "")
    }
    if let creation {
      return [source.replace(creation, with: closure)] + removals
    }
    // The first statement may be one that moves: the closure takes its place.
    guard let first = removals.first, first.range.lowerBound == start else {
      return [
        TextEdit(
          path: source.path, range: start..<start, replacement: indent + closure + newline)
      ] + removals
    }
    return [
      TextEdit(path: source.path, range: first.range, replacement: indent + closure + newline)
    ]
      + removals.dropFirst()
  }

  /// The text from `start` to `end`, with `edits` inside it applied.
  static func text(
    from start: Int, to end: Int, applying edits: [TextEdit], in source: ParsedSource
  ) -> String {
    Array(source.file.content[start..<end]).text(
      startingAt: start, replacing: edits.map { ($0.range, $0.replacement) })
  }

  /// The advice when the reads cannot move.
  private static func readAdvice(_ name: String, at read: TokenSyntax, _ source: ParsedSource)
    -> String
  {
    PropertyUsage.throwawayRead(of: name, at: read, in: source)
  }

  /// Whether nothing else shares the statement's lines.
  private static func ownsItsLines(_ statement: CodeBlockItemSyntax, _ source: ParsedSource) -> Bool
  {
    let range = source.linesStart(of: statement)..<statement.endPosition.utf8Offset
    let lines = source.wholeLineRange(of: range)
    return lines.lowerBound <= range.lowerBound && lines != range
  }

}

extension String {
  /// The text without the spaces and tabs that end it, after a statement's trailing comment.
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}

extension CodeBlockSyntax {
  /// Whether the body calls `self.init(…)` or `super.init(…)`.
  fileprivate var delegatesInitialization: Bool {
    tokens(viewMode: .sourceAccurate).contains {
      guard $0.tokenKind == .keyword(.`init`),
        let period = $0.previousToken(viewMode: .sourceAccurate), period.tokenKind == .period
      else { return false }
      let base = period.previousToken(viewMode: .sourceAccurate)?.tokenKind
      return base == .keyword(.self) || base == .keyword(.super)
    }
  }
}

extension TokenSyntax {
  /// Whether the token names a value (`count`), not a member (`.count`) or a label.
  fileprivate var isReference: Bool {
    guard let reference = parent?.as(DeclReferenceExprSyntax.self) else { return false }
    return reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
  }
}
