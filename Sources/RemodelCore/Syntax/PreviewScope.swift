import SwiftSyntax

extension RuleContext {
  /// Whether every place that creates the view is a preview (`#Preview`, a `PreviewProvider`)
  /// or a view created only there: a mock that only previews build is not worth a finding.
  func isUsedOnlyByPreviews(_ viewName: String) -> Bool {
    passMemo.value("preview-only \(index.scopeKey) \(viewName)") {
      isUsedOnlyByPreviews(viewName, reachedThrough: [viewName])
    }
  }

  private func isUsedOnlyByPreviews(_ viewName: String, reachedThrough hosts: Set<String>) -> Bool {
    let sites = index.callSites(of: viewName)
    // `DetailView.init` passed as a function creates it where no call shows.
    guard !sites.isEmpty, index.filesReferencingAsFunction(viewName).isEmpty else { return false }
    return sites.allSatisfy { site in
      if isInPreview(site) { return true }
      // Only through views: a controller or coordinator may be created by the system or a
      // storyboard, where no call shows either; and a view creating itself or one of its hosts
      // may be where the app starts.
      guard let host = site.hostTypeName, !hosts.contains(host), index.isView(host) == true
      else { return false }
      return isUsedOnlyByPreviews(host, reachedThrough: hosts.union([host]))
    }
  }

  /// Whether the call is in a preview (`#Preview`, a `PreviewProvider`).
  func isInPreview(_ site: CallSite) -> Bool {
    source(at: site.path)?.previewLineRanges.contains { $0.contains(site.line) } ?? false
  }
}

extension ParsedSource {
  /// Whether `node` is in a preview or a test, where passing a stub model is legitimate.
  func isPreviewOrTest(_ node: some SyntaxProtocol) -> Bool {
    if isTestFile { return true }
    let line = locationConverter.location(for: node.positionAfterSkippingLeadingTrivia).line
    return previewLineRanges.contains { $0.contains(line) }
  }

  /// Whether the file holds tests: it lies in a `…Tests` folder or file, or imports `XCTest`
  /// or `Testing`.
  var isTestFile: Bool {
    path.split(separator: "/").contains { $0.hasSuffix("Tests") || $0.hasSuffix("Tests.swift") }
      || tree.statements.contains {
        guard let name = $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text else {
          return false
        }
        return name == "XCTest" || name == "Testing"
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
  /// every use in the file is in a preview, and no other file can call them, being private,
  /// or they say what they are for in their name.
  private func previewHelperLineRanges(calledFrom previews: [ClosedRange<Int>])
    -> [ClosedRange<Int>]
  {
    let helpers = tree.tokens(viewMode: .sourceAccurate).compactMap { token in
      token.tokenKind == .keyword(.func) ? token.parent?.as(FunctionDeclSyntax.self) : nil
    }.filter { function in
      function.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        || function.name.text.lowercased().contains("preview")
    }
    guard !helpers.isEmpty else { return [] }
    var useLines: [String: [Int]] = [:]
    let names = Set(helpers.map(\.name.text))
    for token in tree.tokens(viewMode: .sourceAccurate) where names.contains(token.text) {
      guard !(token.parent?.is(FunctionDeclSyntax.self) ?? false) else { continue }
      useLines[token.text, default: []].append(
        locationConverter.location(for: token.positionAfterSkippingLeadingTrivia).line)
    }
    return helpers.compactMap { function in
      guard let lines = useLines[function.name.text],
        lines.allSatisfy({ line in previews.contains { $0.contains(line) } })
      else { return nil }
      return lineRange(of: function)
    }
  }

  private func lineRange(of node: some SyntaxProtocol) -> ClosedRange<Int> {
    let start = locationConverter.location(for: node.positionAfterSkippingLeadingTrivia).line
    let end = locationConverter.location(for: node.endPositionBeforeTrailingTrivia).line
    return start...end
  }
}
