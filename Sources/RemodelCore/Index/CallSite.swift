import SwiftSyntax

/// A call of a type by name, `Name(label: …)` or `Name.init(label: …)`: where views are created,
/// so a rule can tell whether anyone passes a value for a property.
public struct CallSite: Sendable, Hashable {
  public let typeName: String
  /// Argument labels in order; nil for an unlabelled argument.
  public let labels: [String?]
  public let path: String
  public let line: Int
}

/// Collects every call site of a capitalised name in one file.
final class CallSiteCollector: SyntaxVisitor {
  private let source: ParsedSource
  private(set) var callSites: [CallSite] = []

  static func callSites(in source: ParsedSource) -> [CallSite] {
    let collector = CallSiteCollector(source)
    collector.walk(source.tree)
    return collector.callSites
  }

  private init(_ source: ParsedSource) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let construction = Construction(ExprSyntax(node)) {
      callSites.append(
        CallSite(
          typeName: construction.typeName,
          labels: node.arguments.map { $0.label?.text },
          path: source.path,
          line: source.locationConverter.location(for: node.positionAfterSkippingLeadingTrivia).line
        ))
    }
    return .visitChildren
  }
}
