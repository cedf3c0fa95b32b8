import SwiftSyntax

/// Every struct declaration in a file, nested ones included, for rules about views.
final class StructDeclarationFinder: SyntaxVisitor {
  private(set) var structs: [StructDeclSyntax] = []

  static func structs(in tree: SourceFileSyntax) -> [StructDeclSyntax] {
    let finder = StructDeclarationFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.structs
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    structs.append(node)
    return .visitChildren
  }

  /// Bodies of functions and closures declare no views the index can name.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension StructDeclSyntax {
  /// The stored properties carrying one of the given wrapper attributes, `#if` members included.
  func wrappedProperties(
    _ wrappers: Set<String>
  ) -> [(variable: VariableDeclSyntax, attribute: AttributeSyntax)] {
    memberBlock.flattenedDecls.compactMap { decl in
      guard let variable = decl.as(VariableDeclSyntax.self),
        let attribute = variable.attributes.attribute(named: wrappers)
      else { return nil }
      return (variable, attribute)
    }
  }

  /// Whether the struct is a SwiftUI view, by its own inheritance clause or the index.
  func isView(in index: ProjectIndex) -> Bool {
    let inherits =
      inheritanceClause?.inheritedTypes.contains { $0.type.nominalName == "View" } ?? false
    return inherits || index.isView(name.text) == true
  }
}
