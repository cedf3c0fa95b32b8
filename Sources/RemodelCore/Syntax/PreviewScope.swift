import SwiftSyntax

extension RuleContext {
  /// Whether every place that creates the view is a preview (`#Preview`, a `PreviewProvider`)
  /// or a view created only there.
  private func isUsedOnlyByPreviews(_ viewName: String) -> Bool {
    passMemo.value("preview-only \(index.scopeKey) \(viewName)") {
      isUsedOnlyByPreviews(viewName, reachedThrough: [viewName])
    }
  }

  /// Whether the view is a stand-in made for previews: only previews create it, and its
  /// declaration says so (private to its file, or named like `MockDocumentHost`,
  /// `PreviewContainer` or `SettingsTester`). A real screen that only previews happen to show,
  /// such as a lesson's demo view, is still worth a finding.
  func isPreviewScaffolding(_ viewName: String) -> Bool {
    index.declarations(named: viewName).contains {
      $0.isFilePrivate || Self.standInWords.contains(where: $0.qualifiedName.contains)
    } && isUsedOnlyByPreviews(viewName)
  }

  private static let standInWords = ["Preview", "Mock", "Stub", "Fake", "Dummy", "Tester"]

  private func isUsedOnlyByPreviews(_ viewName: String, reachedThrough hosts: Set<String>) -> Bool {
    let sites = index.callSites(of: viewName)
    // `DetailView.init` passed as a function creates it where no call shows; so may a file
    // naming it without calling it (a factory returning `DetailView` builds it with `.init(…)`).
    guard !sites.isEmpty, index.filesReferencingAsFunction(viewName).isEmpty else { return false }
    let declaringOrCalling = Set(
      sites.map(\.path) + index.declarations(named: viewName).map(\.path))
    guard
      index.filesMentioning(viewName).allSatisfy({ path in
        declaringOrCalling.contains(path) || source(at: path).map(isTestFile) == true
      })
    else { return false }
    return sites.allSatisfy { site in
      if isInPreview(site) || isInPreviewHelper(site, reachedThrough: hosts) { return true }
      // Only through views: a controller or coordinator may be created by the system or a
      // storyboard, where no call shows either; and a view creating itself or one of its hosts
      // may be where the app starts.
      guard let host = site.hostTypeName, !hosts.contains(host), index.isView(host) == true
      else { return false }
      return isUsedOnlyByPreviews(host, reachedThrough: hosts.union([host]))
    }
  }

  /// Whether the call lies in a helper that only previews and tests call: a function that
  /// says it serves previews (`func previewRequiredProperties() -> some View` in `extension
  /// View`, used as `.previewRequiredProperties()` by previews in many files), or a function or
  /// computed property an extension adds (`var allEnvironmentsInjected: some View`), which
  /// only code calls, never SwiftUI itself as it calls `body`.
  private func isInPreviewHelper(_ site: CallSite, reachedThrough hosts: Set<String>) -> Bool {
    guard let source = source(at: site.path),
      let call = source.tree.tokens(viewMode: .sourceAccurate).first(where: { token in
        token.text == site.typeName
          && source.locationConverter.location(for: token.positionAfterSkippingLeadingTrivia)
            .line == site.line
      }),
      let helper = PreviewHelper(around: call)
    else { return false }
    let name = helper.name
    let owner = DeclaredTypeResolver.enclosingTypeName(of: helper.declaration)
    // A private helper, or one of a private type, is called from its file alone.
    let paths =
      helper.isPrivateToItsFile
      ? [site.path] : Set(index.filesReadingMember(name, excluding: "") + [site.path]).sorted()
    var uses = 0
    for path in paths {
      guard let file = self.source(at: path) else { return false }
      for token in file.tree.tokens(viewMode: .sourceAccurate)
      where token.tokenKind == .identifier(name) && !PreviewHelper.isDeclaredName(token) {
        // An overload calling another one (`self.preview(stack: stack, …)`) is the helper too.
        if let caller = PreviewHelper(around: token), caller.name == name,
          DeclaredTypeResolver.enclosingTypeName(of: caller.declaration) == owner
        {
          continue
        }
        // `Other.preview` is another type's member.
        if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          member.declName.baseName.id == token.id,
          let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
          base.startsWithUppercase, base != owner, base != "Self"
        {
          continue
        }
        // In a preview, a test, or a host view only previews create (`struct BadgePreviews`).
        guard
          isPreviewOrTest(token, in: file)
            || DeclaredTypeResolver.enclosingTypeName(of: Syntax(token)).map({ host in
              !hosts.contains(host) && index.isView(host) == true
                && isUsedOnlyByPreviews(host, reachedThrough: hosts.union([host]))
            }) == true
        else { return false }
        uses += 1
      }
    }
    return uses > 0
  }

  /// Whether the call is in a preview (`#Preview`, a `PreviewProvider`).
  func isInPreview(_ site: CallSite) -> Bool {
    source(at: site.path)?.previewLineRanges.contains { $0.contains(site.line) } ?? false
  }
}

extension RuleContext {
  /// Whether `node` is in a preview or a test, where passing a stub model is legitimate.
  func isPreviewOrTest(_ node: some SyntaxProtocol, in file: ParsedSource) -> Bool {
    isTestFile(file) || file.isInPreview(node)
  }

  /// Whether the file holds tests, or preview scaffolding built like them: the project builds
  /// it only into test targets (a SwiftPM `.testTarget`, an Xcode test bundle), it imports
  /// `XCTest` or `Testing`, or a module `@testable`, which only a build for tests or previews
  /// can. Where no manifest or project says what builds it, a `…Tests` folder or file name
  /// tells.
  func isTestFile(_ file: ParsedSource) -> Bool {
    file.importsForTests || (index.isTestOnly(file.path) ?? file.isNamedAsTests)
  }
}

extension ParsedSource {
  /// Whether `node` is in one of the file's previews.
  fileprivate func isInPreview(_ node: some SyntaxProtocol) -> Bool {
    let line = locationConverter.location(for: node.positionAfterSkippingLeadingTrivia).line
    return previewLineRanges.contains { $0.contains(line) }
  }

  /// It lies in a `…Tests` folder or is named `…Tests.swift`.
  fileprivate var isNamedAsTests: Bool {
    path.split(separator: "/").contains { $0.hasSuffix("Tests") || $0.hasSuffix("Tests.swift") }
  }

  /// It imports `XCTest`, `Testing`, or a module `@testable`.
  fileprivate var importsForTests: Bool {
    tree.statements.contains {
      guard let importDecl = $0.item.as(ImportDeclSyntax.self),
        let name = importDecl.path.first?.name.text
      else { return false }
      return name == "XCTest" || name == "Testing"
        || importDecl.attributes.attribute(named: ["testable"]) != nil
    }
  }

  /// The lines of the file's previews, `#if DEBUG` ones included, and of the functions only
  /// they call.
  fileprivate var previewLineRanges: [ClosedRange<Int>] {
    previewRanges.value {
      let previews = topLevelPreviewLineRanges
      return previews.isEmpty ? [] : previews + previewHelperLineRanges(calledFrom: previews)
    }
  }

  private var topLevelPreviewLineRanges: [ClosedRange<Int>] {
    tree.statements.fileScopeItems.compactMap { item -> ClosedRange<Int>? in
      let isPreview: Bool
      // `#Preview { … }` at file scope may parse as a declaration or as an expression.
      if let macro = item.asProtocol(FreestandingMacroExpansionSyntax.self) {
        isPreview = macro.macroName.text == "Preview"
      } else if let structDecl = item.as(StructDeclSyntax.self) {
        isPreview =
          structDecl.inheritanceClause?.inheritedTypes.contains {
            $0.type.nominalName == "PreviewProvider"
          } ?? false
      } else {
        isPreview = false
      }
      return isPreview ? lineRange(of: item) : nil
    }
  }

  /// Functions that build what previews show (`static func preview(_ state:) -> some View`):
  /// every use in the file is in a preview or another such function, and no other file can
  /// call them, being private or in a private type, or they say what they are for in their
  /// name.
  private func previewHelperLineRanges(calledFrom previews: [ClosedRange<Int>])
    -> [ClosedRange<Int>]
  {
    let helpers = tree.tokens(viewMode: .sourceAccurate).compactMap { token in
      token.tokenKind == .keyword(.func) ? token.parent?.as(FunctionDeclSyntax.self) : nil
    }.filter { function in
      function.isPrivateToItsFile || function.name.text.lowercased().contains("preview")
    }
    guard !helpers.isEmpty else { return [] }
    var useLines: [String: [Int]] = [:]
    let names = Set(helpers.map(\.name.text))
    for token in tree.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, names.contains(name),
        !(token.parent?.is(FunctionDeclSyntax.self) ?? false)
      else { continue }
      useLines[name, default: []].append(
        locationConverter.location(for: token.positionAfterSkippingLeadingTrivia).line)
    }
    // A helper may call another (an overload, a shared builder): accept until none is left
    // that only previews and accepted helpers call.
    var accepted: [ClosedRange<Int>] = []
    var pending = helpers.map { (name: $0.name.text, lines: lineRange(of: $0)) }
    var grew = true
    while grew {
      grew = false
      pending.removeAll { helper in
        guard let uses = useLines[helper.name],
          uses.allSatisfy({ line in
            helper.lines.contains(line) || (previews + accepted).contains { $0.contains(line) }
          })
        else { return false }
        accepted.append(helper.lines)
        grew = true
        return true
      }
    }
    return accepted
  }

  private func lineRange(of node: some SyntaxProtocol) -> ClosedRange<Int> {
    let start = locationConverter.location(for: node.positionAfterSkippingLeadingTrivia).line
    let end = locationConverter.location(for: node.endPositionBeforeTrailingTrivia).line
    return start...end
  }
}

/// The function or computed property around a call that may build what previews show.
private struct PreviewHelper {
  let name: String
  let declaration: Syntax
  let isPrivateToItsFile: Bool

  /// The function or computed property nearest around `token` (not a local it declares), when
  /// it may serve previews: its name says so, or an extension without conformances adds it.
  init?(around token: TokenSyntax) {
    guard
      let declaration = token.ancestorOrSelf(mapping: { node -> Syntax? in
        node.is(FunctionDeclSyntax.self)
          || node.as(VariableDeclSyntax.self)?.bindings.first?.isStored == false ? node : nil
      })
    else { return nil }
    if let function = declaration.as(FunctionDeclSyntax.self) {
      name = function.name.text
      isPrivateToItsFile = function.modifiers.isPrivateToItsFile(within: declaration)
    } else {
      guard let variable = declaration.as(VariableDeclSyntax.self),
        let bound = variable.singleBindingName
      else { return nil }
      name = bound
      isPrivateToItsFile = variable.modifiers.isPrivateToItsFile(within: declaration)
    }
    let addedByExtension =
      declaration.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self).map {
        $0.inheritanceClause == nil
      } ?? false
    guard addedByExtension || name.lowercased().contains("preview") else { return nil }
    self.declaration = declaration
  }

  /// Whether `token` is the name a function or property declares, not a use of it.
  static func isDeclaredName(_ token: TokenSyntax) -> Bool {
    token.parent?.is(FunctionDeclSyntax.self) == true
      || token.parent?.is(IdentifierPatternSyntax.self) == true
  }
}

extension FunctionDeclSyntax {
  /// Whether only its own file can call it: it, or the type or extension declaring it, is
  /// `private` or `fileprivate`.
  var isPrivateToItsFile: Bool { modifiers.isPrivateToItsFile(within: Syntax(self)) }
}

extension DeclModifierListSyntax {
  /// Whether only its own file can use the declaration with these modifiers: they, or those of
  /// the type or extension around `declaration`, are `private` or `fileprivate`.
  fileprivate func isPrivateToItsFile(within declaration: Syntax) -> Bool {
    let container = declaration.ancestorOrSelf { node -> DeclModifierListSyntax? in
      node.as(StructDeclSyntax.self)?.modifiers ?? node.as(EnumDeclSyntax.self)?.modifiers
        ?? node.as(ClassDeclSyntax.self)?.modifiers ?? node.as(ExtensionDeclSyntax.self)?.modifiers
    }
    return [self, container].contains { list in
      list?.contains { ["private", "fileprivate"].contains($0.name.text) } == true
    }
  }
}
