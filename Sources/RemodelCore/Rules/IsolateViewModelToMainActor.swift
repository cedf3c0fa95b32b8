import SwiftSyntax

/// SwiftUI reads a view model on the main thread, so a view model that is not isolated to the
/// main actor can be mutated from a background task while a view reads it.
///
/// Before:
/// ```swift
/// final class FeedViewModel: ObservableObject {
///     @Published var posts: [Post] = []
/// }
/// ```
/// After:
/// ```swift
/// @MainActor
/// final class FeedViewModel: ObservableObject {
///     @Published var posts: [Post] = []
/// }
/// ```
public struct IsolateViewModelToMainActor: Rule {
  public let id = "viewmodel-main-actor"
  public let summary = "Isolate a view model to the main actor with '@MainActor'."
  public let rationale = """
    SwiftUI reads a view model's properties on the main thread while it renders, and \
    'objectWillChange' must fire there too. A view model that is not isolated to the main actor \
    lets an 'async' method or a completion handler mutate '@Published' or '@Observable' state \
    from a background thread: SwiftUI warns at run time ('Publishing changes from background \
    threads is not allowed') and the unsynchronised reads and writes are a data race. \
    '@MainActor' on the class makes the compiler keep every access on the main actor. The rule \
    covers 'ObservableObject' and '@Observable' classes that a view, app or view modifier holds \
    ('@StateObject', '@ObservedObject', '@EnvironmentObject', '@State', '@Bindable', \
    '@Environment') or that are named '…ViewModel' or '…Store', and the classes such view \
    models inherit from, whose one attribute isolates them all; classes already isolated to a \
    global actor, directly, through a superclass or a '@MainActor' protocol (UIKit's and \
    AppKit's views, controllers and application delegates included), are left alone (a \
    type nested in a '@MainActor' type is not isolated by it, so it is reported), and a subclass \
    of a class the rule isolates inherits the attribute. Nothing is reported in a target whose \
    build isolates every type to the main actor by default (Xcode's \
    'SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor', the default of new app targets since Xcode 26, \
    or SwiftPM's '.defaultIsolation(MainActor.self)'). The fix adds '@MainActor' on its own \
    line above the declaration. It is unsafe: code outside the main actor must then 'await' the \
    class's initializer and members, so callers may stop compiling until they are updated; \
    in the Swift 6 language mode, a conformance to a protocol whose requirements are not \
    isolated (a view model's input and output protocols) then needs those members marked \
    'nonisolated', the protocol marked '@MainActor' or an isolated conformance \
    (': @MainActor Protocol', Swift 6.2).
    """
  public let isEnabledByDefault = true
  public let fixKind = FixKind.unsafe

  public init() {}

  /// Answered from the summaries alone, as `findings` decides: the index holds every class
  /// the walk can find (local classes, which it does not hold, are never isolated).
  public func mayFind(summary: FileSummary, context: RuleContext) -> Bool {
    summary.types.contains { needsIsolation($0, context.index) }
  }

  public func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    let index = context.index
    return TypeDeclarationFinder.find(in: source.tree).classes.compactMap { decl in
      let offset = decl.positionAfterSkippingLeadingTrivia.utf8Offset
      guard
        let type = index.declaration(named: decl.name.text, at: source.path, offset: offset),
        needsIsolation(type, index)
      else { return nil }
      return source.finding(
        id, at: decl, message: .isolateToMainActor(type.qualifiedName),
        fix: Fix(edits: [attributeInsertion(at: offset, source)], applicability: .unsafe))
    }
  }

  private func needsIsolation(_ type: TypeSummary, _ index: ProjectIndex) -> Bool {
    !index.defaultsToMainActor(type.path) && isViewModel(type, index)
      && !index.isGlobalActorIsolated(type)
      && !superclassGainsIsolation(type, index)
  }

  /// A view model, or the base class of one (`class BaseStateModel<Provider>:
  /// ObservableObject` that each screen's `StateModel` subclasses): isolating the base once
  /// isolates every subclass.
  private func isViewModel(_ type: TypeSummary, _ index: ProjectIndex, depth: Int = 0) -> Bool {
    guard type.kind == .class,
      type.attributes.contains("Observable")
        || index.isObservableObjectClass(type)
    else { return false }
    return type.name.hasSuffix("ViewModel") || type.name.hasSuffix("Store")
      || index.isHeldByView(type.name)
      || (depth < 8
        && index.subclasses(of: type).contains { isViewModel($0, index, depth: depth + 1) })
  }

  /// Whether a superclass in the sources is a view model this rule isolates, or a subclass of
  /// one: the attribute on that class is inherited, so this one needs none.
  private func superclassGainsIsolation(_ type: TypeSummary, _ index: ProjectIndex) -> Bool {
    var visited: Set<String> = []
    return superclassGainsIsolation(type, index, visited: &visited)
  }

  private func superclassGainsIsolation(
    _ type: TypeSummary, _ index: ProjectIndex, visited: inout Set<String>
  ) -> Bool {
    guard visited.insert(type.qualifiedName).inserted else { return false }
    for parent in type.inheritedTypes.flatMap({ index.inheritedDeclarations(of: type, named: $0) })
    where parent.kind == .class && !visited.contains(parent.qualifiedName)
      && !index.isGlobalActorIsolated(parent)
    {
      if isViewModel(parent, index) || superclassGainsIsolation(parent, index, visited: &visited) {
        return true
      }
    }
    return false
  }

  /// `@MainActor` on its own line with the declaration's indentation, after its doc comment;
  /// inline when the declaration shares its line with other code.
  private func attributeInsertion(at offset: Int, _ source: ParsedSource) -> TextEdit {
    let indent = source.indentation(ofLineAt: offset)
    let lineStart = offset - indent.utf8.count
    let startsLine = lineStart == 0 || source.file.content[lineStart - 1] == UInt8(ascii: "\n")
    let text = startsLine ? "@MainActor" + source.file.lineEnding + indent : "@MainActor "
    return TextEdit(path: source.path, range: offset..<offset, replacement: text)
  }
}

extension String {
  fileprivate static func isolateToMainActor(_ name: String) -> String {
    "isolate view model '\(name)' to the main actor with '@MainActor'; "
      + "unsafe: callers off the main actor must then 'await' it"
  }
}
