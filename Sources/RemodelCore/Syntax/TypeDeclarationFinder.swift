import SwiftSyntax

/// A walk over the declarations other files can name: types, their nested types and
/// extensions, under `#if` too. The index's summaries and the rules' type finder walk alike, so
/// a rule can tell from the summaries which files declare its types.
class NamedTypeWalker: SyntaxVisitor {
  /// Statements and closures, where a type is local: in a function's body, an accessor, or a
  /// closure giving a property its initial value. The other parts of members (attributes,
  /// signatures, inheritance) declare no type either.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
}

/// Every struct, class and extension declaration in a file, nested ones included; local types
/// are skipped, as no other file can name them.
final class TypeDeclarationFinder: NamedTypeWalker {
  private(set) var structs: [StructDeclSyntax] = []
  private(set) var classes: [ClassDeclSyntax] = []
  private(set) var extensions: [ExtensionDeclSyntax] = []

  static func find(in tree: SourceFileSyntax) -> TypeDeclarationFinder {
    let finder = TypeDeclarationFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    structs.append(node)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    classes.append(node)
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    extensions.append(node)
    return .visitChildren
  }

  /// The extensions in the file of the type `decl`, named by its full path.
  func extensions(of decl: some DeclGroupSyntax & NamedDeclSyntax) -> [ExtensionDeclSyntax] {
    let path = (decl.enclosingTypePath + [decl.name.text]).joined(separator: ".")
    return extensions.filter { $0.extendedType.trimmedDescription == path }
  }

}

extension VariableDeclSyntax {
  /// Declared in a body rather than a type (`@Previewable @StateObject var model = Model()` in
  /// a `#Preview`), where SwiftUI's wrappers may hold objects too.
  var isLocal: Bool {
    parent?.is(CodeBlockItemSyntax.self) == true
      && parent?.parent?.parent?.is(SourceFileSyntax.self) == false
  }
}

/// A single-binding stored property of a struct carrying one of the given wrapper attributes,
/// `@State var model = Model()`, with the pieces the wrapper rules edit.
struct WrappedProperty {
  let owner: StructDeclSyntax
  let variable: VariableDeclSyntax
  let binding: PatternBindingSyntax
  let name: String
  /// The wrapper's name token (`State` in `@SwiftUI.State`), the one a swap replaces.
  let wrapperName: TokenSyntax

  /// Whether SwiftUI installs the wrapper: never on a static property (a preview's shared
  /// state), where '@StateObject' would build a new object on every read.
  var isInstalledBySwiftUI: Bool { !variable.isStatic }

  /// Every such property in the file's structs (`#if` members included) whose struct passes
  /// `ownerFilter`.
  static func all(
    _ wrappers: Set<String>, in tree: SourceFileSyntax,
    ownedBy ownerFilter: (StructDeclSyntax) -> Bool = { _ in true }
  ) -> [WrappedProperty] {
    TypeDeclarationFinder.find(in: tree).structs.filter(ownerFilter).flatMap { owner in
      owner.memberBlock.flattenedDecls.compactMap { decl -> WrappedProperty? in
        guard let variable = decl.as(VariableDeclSyntax.self),
          let wrapperName = variable.attributes.attribute(named: wrappers)?.nameToken,
          let name = variable.singleBindingName, let binding = variable.bindings.first
        else { return nil }
        return WrappedProperty(
          owner: owner, variable: variable, binding: binding, name: name, wrapperName: wrapperName)
      }
    }
  }
}

extension StructDeclSyntax {
  /// Whether SwiftUI installs the struct's `@StateObject`s: a view, an app, a view modifier or
  /// a dynamic property that a view holds.
  func ownsSwiftUIState(in index: ProjectIndex) -> Bool {
    let stateOwners: Set<String> = ["View", "App", "ViewModifier", "DynamicProperty"]
    let inherits =
      inheritanceClause?.inheritedTypes.contains {
        $0.type.nominalName.map(stateOwners.contains) ?? false
      } ?? false
    return inherits || index.isView(name.text) == true
  }

}
