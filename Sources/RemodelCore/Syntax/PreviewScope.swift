import SwiftSyntax

extension RuleContext {
  /// Whether every place that creates the view is a preview (`#Preview`, a `PreviewProvider`):
  /// a mock that only previews build is not worth a finding.
  func isUsedOnlyByPreviews(_ viewName: String) -> Bool {
    let sites = index.callSites(of: viewName)
    return !sites.isEmpty
      && sites.allSatisfy { site in
        source(at: site.path)?.previewLineRanges.contains { $0.contains(site.line) } ?? false
      }
  }
}

extension ParsedSource {
  /// The lines of the file's top-level previews.
  fileprivate var previewLineRanges: [ClosedRange<Int>] {
    tree.statements.compactMap { item -> ClosedRange<Int>? in
      let isPreview: Bool
      if let macro = item.item.as(MacroExpansionDeclSyntax.self) {
        isPreview = macro.macroName.text == "Preview"
      } else if let structDecl = item.item.as(StructDeclSyntax.self) {
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
