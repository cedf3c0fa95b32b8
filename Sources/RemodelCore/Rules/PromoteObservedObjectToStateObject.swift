import SwiftSyntax

/// A view that creates the object it holds in `@ObservedObject` owns it, but SwiftUI does not
/// know that: every time the parent re-creates the view, a new object replaces the old one and
/// its state is lost.
///
/// Before:
/// ```swift
/// @ObservedObject var model = CounterModel()
/// init(id: Int) { self.detail = DetailModel(id: id) }
/// ```
/// After:
/// ```swift
/// @StateObject var model = CounterModel()
/// init(id: Int) { self._detail = StateObject(wrappedValue: DetailModel(id: id)) }
/// ```
public struct PromoteObservedObjectToStateObject: Rule {
  public let id = "observed-object-owned"
  public let summary = "Make a view that creates its ObservableObject own it with '@StateObject'."
  public let rationale = """
    '@ObservedObject' is for objects someone else owns: SwiftUI does not keep them alive. When \
    a view creates the object itself, in the property's default value or in its own 'init', \
    every re-creation of the view by its parent builds a new object, dropping state, \
    subscriptions and in-flight work. '@StateObject' creates the object once per view identity \
    and keeps it. The fix swaps the attribute and turns assignments in 'init' into \
    '_model = StateObject(wrappedValue: …)'; when the object is built from what 'init' \
    receives, the fix is unsafe, because '@StateObject' keeps the object built from the first \
    values while '@ObservedObject' followed every new one. Properties whose value comes from outside \
    (an injected parameter, 'Store.shared', a factory call) are left alone; a property created \
    in one initializer and injected in another is reported without a fix.
    """
  public let isEnabledByDefault = true
  public let fixKind = FixKind.safe

  public init() {}

  public func mayFind(in file: SourceFile, summary: FileSummary, context: RuleContext) -> Bool {
    file.containsWord("ObservedObject")
  }

  /// Library types a view builds in `init` to observe what it is passed, on purpose: The
  /// Composable Architecture's `ViewStore(store, observe: …)` (its documented pattern before
  /// `@ObservableState`) follows the store it is given, which `@StateObject` would freeze.
  private static let derivedObservers: Set<String> = ["ViewStore", "ViewStoreOf"]

  public func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    let index = context.index
    return WrappedProperty.all(["ObservedObject"], in: source.tree) {
      $0.ownsSwiftUIState(in: index)
    }
    .compactMap { property in
      // The preview check reads other files: only for properties the rule would report.
      guard property.isInstalledBySwiftUI, let found = finding(for: property, source, context),
        !context.isUsedOnlyByPreviews(property.owner.name.text)
      else { return nil }
      return found
    }
  }

  private func finding(
    for property: WrappedProperty, _ source: ParsedSource, _ context: RuleContext
  ) -> Finding? {
    let index = context.index
    let (variable, binding, name, view) = (
      property.variable, property.binding, property.name, property.owner
    )
    let declaredType = binding.typeAnnotation?.type.nominalName
    if let declaredType, Self.derivedObservers.contains(declaredType),
      index.declarations(named: declaredType).isEmpty
    {
      return nil
    }
    let usage = PropertyUsage(of: name, in: view.memberBlock)
    // `@StateObject` is read-only, so a `private(set)` goes with the swap.
    let swapAttribute =
      [source.replace(property.wrapperName, with: "StateObject")]
      + source.removalOfSetterAccess(from: variable)

    if let initializer = binding.initializer {
      guard let construction = Construction(initializer.value, contextualType: declaredType),
        !Self.derivedObservers.contains(construction.typeName)
          || !index.declarations(named: construction.typeName).isEmpty
      else { return nil }
      if let blocker = usage.blockerForStateObject(name, in: source, projectionWasBinding: false) {
        return source.finding(
          id, at: variable, message: .cannotPromote(name, construction.typeName, blocker))
      }
      // A caller that passes its own object through the memberwise initializer shares it;
      // '@StateObject' would keep only the first one it receives.
      if let injection = index.callSites(of: view.name.text).first(where: {
        $0.labels.contains(name)
      }) {
        return source.finding(
          id, at: variable,
          message: .injectedByCaller(name, construction.typeName, injection.location))
      }
      return source.finding(
        id, at: variable, message: .promoteDefault(name, construction.typeName),
        fix: Fix(edits: swapAttribute))
    }

    switch StateObjectCreation.plan(
      for: name, usage: usage, replacing: "ObservedObject", contextualType: declaredType,
      projectionWasBinding: false, in: source)
    {
    case .none:
      return nil
    case .mixedOwnership(let typeName):
      return source.finding(id, at: variable, message: .mixedOwnership(name, typeName))
    case .blocked(let typeName, let blocker):
      return source.finding(id, at: variable, message: .cannotPromote(name, typeName, blocker))
    case .fix(let typeName, let edits, let applicability, let defaultArgumentLabels):
      // A real caller passing its own object keeps sharing it only under '@ObservedObject'.
      if let injection = index.callSites(of: view.name.text).first(where: { site in
        site.labels.contains { $0.map(defaultArgumentLabels.contains) == true }
          && !context.isInPreview(site)
      }) {
        return source.finding(
          id, at: variable,
          message: .injectedByCaller(name, typeName, injection.location))
      }
      return source.finding(
        id, at: variable,
        message: .promoteInitializer(name, typeName, keepsFirstArguments: applicability == .unsafe),
        fix: Fix(edits: swapAttribute + edits, applicability: applicability))
    }
  }
}

extension String {
  fileprivate static func promoteDefault(_ name: String, _ type: String) -> String {
    "use '@StateObject' for '\(name)': the view creates its '\(type)' and must own it"
  }

  fileprivate static func promoteInitializer(
    _ name: String, _ type: String, keepsFirstArguments: Bool
  ) -> String {
    "use '@StateObject' for '\(name)' and create '\(type)' in 'StateObject(wrappedValue:)'"
      + (keepsFirstArguments
        ? "; unsafe: '\(type)' is built from what 'init' receives, and '@StateObject' keeps the "
          + "one built from the first values" : "")
  }

  fileprivate static func mixedOwnership(_ name: String, _ type: String) -> String {
    "decide who owns '\(name)': one initializer creates '\(type)' and another passes it in"
  }

  fileprivate static func injectedByCaller(_ name: String, _ type: String, _ caller: String)
    -> String
  {
    "decide who owns '\(name)': the view creates its '\(type)' but \(caller) passes one in"
  }

  fileprivate static func cannotPromote(_ name: String, _ type: String, _ reason: String) -> String
  {
    "'\(name)' creates its '\(type)' and should use '@StateObject'; not fixed because \(reason)"
  }
}
