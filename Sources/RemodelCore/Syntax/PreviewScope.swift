import SwiftSyntax

extension RuleContext {
  /// Whether every place that creates the view is a preview (`#Preview`, a `PreviewProvider`):
  /// a mock that only previews build is not worth a finding.
  func isUsedOnlyByPreviews(_ viewName: String) -> Bool {
    let sites = index.callSites(of: viewName)
    return !sites.isEmpty && sites.allSatisfy(isInPreview)
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

  /// The lines of the file's top-level previews, `#if DEBUG` ones included.
  fileprivate var previewLineRanges: [ClosedRange<Int>] {
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
      guard isPreview else { return nil }
      let start = locationConverter.location(for: item.positionAfterSkippingLeadingTrivia).line
      let end = locationConverter.location(for: item.endPositionBeforeTrailingTrivia).line
      return start...end
    }
  }
}
