import SwiftSyntax

/// A Combine subscription stored on `self` whose closure holds `self` strongly is a retain
/// cycle: the object keeps the cancellable, the cancellable keeps the closure, the closure keeps
/// the object.
///
/// Before:
/// ```swift
/// $query
///     .sink { value in
///         self.search(value)
///     }
///     .store(in: &cancellables)
/// ```
/// After:
/// ```swift
/// $query
///     .sink { [weak self] value in
///         self?.search(value)
///     }
///     .store(in: &cancellables)
/// ```
public struct CaptureSelfWeaklyInStoredSink: Rule {
  public let id = "sink-captures-self"
  public let summary =
    "Capture 'self' weakly in a Combine 'sink' whose cancellable the object stores."
  public let rationale = """
    A class that keeps the cancellable of a 'sink' (with 'store(in: &cancellables)' or in a \
    property) keeps its closures alive; a closure that captures 'self' strongly keeps the object \
    alive in turn, so neither is ever freed and the subscription keeps running after the screen \
    is gone. The fix adds 'weak self' to each closure's capture list and, so the body stays as \
    written, starts it with 'guard let self else { return }'; a single expression such as \
    'self.items = $0' becomes 'self?.items = $0'. 'assign(to: \\.items, on: self)' holds \
    'self' the same way and becomes 'sink { [weak self] in self?.items = $0 }'; a key path it \
    cannot write as a property chain is reported (for a '@Published' property, \
    'assign(to: &$property)' needs no cancellable).
    """
  public let isEnabledByDefault = true
  public let fixKind = FixKind.safe

  public init() {}

  /// Only a class's own members store what they subscribe on `self`: the file declares a
  /// class or extends one.
  public func mayFind(summary: FileSummary, context: RuleContext) -> Bool {
    (summary.containsWord("sink") || summary.containsWord("assign"))
      && summary.types.contains { type in
        type.kind == .class
          || (type.kind == .extension
            && context.index.isClass(
              context.index.resolvingAliases(type.qualifiedName, seenFrom: type.path)) != false)
      }
  }

  public func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    // A test case and the subscriptions it stores end with the test, and 'guard let self' in a
    // sink would silently skip its assertions.
    guard !context.isTestFile(source) else { return [] }
    return source.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> Finding? in
      guard token.text == "sink" || token.text == "assign",
        let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        member.declName.baseName.id == token.id, member.base != nil,
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id, !call.isInStaticMember,
        let writtenTypeName = DeclaredTypeResolver.enclosingQualifiedTypeName(of: Syntax(call)),
        case let typeName = context.index.resolvingAliases(writtenTypeName, seenFrom: source.path),
        context.index.isClass(typeName) == true,
        let memberBlock = DeclaredTypeResolver.enclosingMemberBlock(of: Syntax(call))
      else { return nil }
      let members = memberBlock.declaredMemberNames.union(
        context.index.storedPropertyNames(of: typeName))
      guard CancellableStorage.isStoredOnSelf(ExprSyntax(call), members: members) else {
        return nil
      }
      return token.text == "sink"
        ? sinkFinding(call, at: token, members: members, source)
        : assignFinding(call, at: token, source)
    }
  }

  /// One finding per `sink`, fixing all of its closures that hold `self` together.
  private func sinkFinding(
    _ call: FunctionCallExprSyntax, at name: TokenSyntax, members: Set<String>,
    _ source: ParsedSource
  ) -> Finding? {
    let closures =
      call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
      + [call.trailingClosure].compactMap { $0 }
      + call.additionalTrailingClosures.map(\.closure)
    var edits: [TextEdit] = []
    do throws(MigrationRefusal) {
      for closure in closures {
        edits += try WeakSelfCapture.edits(for: closure, members: members, in: source)
      }
    } catch {
      guard case .reason(let reason) = error else { return nil }
      return source.finding(id, at: name, message: .captureSelfWeakly(notFixedBecause: reason))
    }
    guard !edits.isEmpty else { return nil }
    return source.finding(id, at: name, message: .captureSelfWeakly(), fix: Fix(edits: edits))
  }

  /// `assign(to: \.items, on: self)` becomes `sink { [weak self] in self?.items = $0 }`, which
  /// sets the same property without holding `self`.
  private func assignFinding(
    _ call: FunctionCallExprSyntax, at name: TokenSyntax, _ source: ParsedSource
  ) -> Finding? {
    let arguments = Array(call.arguments)
    guard arguments.map({ $0.label?.text }) == ["to", "on"],
      arguments[1].expression.isSelfReference,
      let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self)
    else { return nil }
    let properties = keyPath.components.map {
      $0.component.as(KeyPathPropertyComponentSyntax.self).flatMap { component in
        component.genericArgumentClause == nil ? component.declName.baseName.text : nil
      }
    }
    let rootIsSelf =
      keyPath.root.map { root in
        root.trimmedDescription == "Self"
          || root.trimmedDescription == DeclaredTypeResolver.enclosingTypeName(of: Syntax(call))
      } ?? true
    guard rootIsSelf, !properties.isEmpty, !properties.contains(nil),
      let close = call.rightParen, call.trailingClosure == nil
    else {
      return source.finding(
        id, at: name, message: .replaceAssignOnSelf(properties.count == 1 ? properties[0] : nil))
    }
    let path = properties.compactMap { $0 }.joined(separator: ".")
    let edit = TextEdit(
      path: source.path,
      range: name.positionAfterSkippingLeadingTrivia
        .utf8Offset..<close.endPositionBeforeTrailingTrivia.utf8Offset,
      replacement: "sink { [weak self] in self?.\(path) = $0 }")
    return source.finding(id, at: name, message: .assignWeakly(path), fix: Fix(edits: [edit]))
  }
}

extension String {
  fileprivate static func captureSelfWeakly(notFixedBecause reason: String? = nil) -> String {
    "capture 'self' weakly in this 'sink': its cancellable is stored on 'self', which keeps both "
      + "alive" + (reason.map { "; not fixed because \($0)" } ?? "")
  }

  fileprivate static func assignWeakly(_ path: String) -> String {
    "'assign(to:on: self)' holds 'self' strongly and its cancellable is stored on 'self', which "
      + "keeps both alive; set '\(path)' in a 'sink' that captures 'self' weakly instead"
  }

  fileprivate static func replaceAssignOnSelf(_ property: String?) -> String {
    "'assign(to:on: self)' holds 'self' strongly and its cancellable is stored on 'self', which "
      + "keeps both alive; "
      + (property.map {
        "if '\($0)' is '@Published', use 'assign(to: &$\($0))', which needs no cancellable"
      } ?? "assign in a 'sink' that captures 'self' weakly")
  }
}
