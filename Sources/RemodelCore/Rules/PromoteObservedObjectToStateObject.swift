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
    '_model = StateObject(wrappedValue: …)'. Properties whose value comes from outside \
    (an injected parameter, 'Store.shared', a factory call) are left alone; a property created \
    in one initializer and injected in another is reported without a fix.
    """
  public let isEnabledByDefault = true
  public let fixKind = FixKind.safe

  public init() {}

  public func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    let index = context.index
    return WrappedProperty.all(["ObservedObject"], in: source.tree) {
      $0.ownsSwiftUIState(in: index)
    }
    .compactMap { finding(for: $0, source, index) }
  }

  private func finding(
    for property: WrappedProperty, _ source: ParsedSource, _ index: ProjectIndex
  ) -> Finding? {
    let (variable, binding, name, view) = (
      property.variable, property.binding, property.name, property.owner
    )
    let declaredType = binding.typeAnnotation?.type.nominalName
    let usage = PropertyUsage(of: name, in: view.memberBlock)
    // `@StateObject` is read-only, so a `private(set)` goes with the swap.
    let swapAttribute =
      [source.replace(property.wrapperName, with: "StateObject")]
      + source.removalOfSetterAccess(from: variable)

    if let initializer = binding.initializer {
      guard let construction = Construction(initializer.value, contextualType: declaredType) else {
        return nil
      }
      if let blocker = usage.blockerForStateObject(name, projectionWasBinding: false) {
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
          message: .injectedByCaller(
            name, construction.typeName, "\(injection.path):\(injection.line)"))
      }
      return source.finding(
        id, at: variable, message: .promoteDefault(name, construction.typeName),
        fix: Fix(edits: swapAttribute))
    }

    let creations = usage.initializerAssignments.map {
      ($0, creation(in: $0, contextualType: declaredType))
    }
    guard let created = creations.lazy.compactMap(\.1).first else { return nil }
    let typeName = created.construction.typeName
    if creations.contains(where: { $0.1 == nil }) {
      return source.finding(id, at: variable, message: .mixedOwnership(name, typeName))
    }
    let rewritten = Set(creations.map(\.0.target.id))
    if let blocker = usage.blockerForStateObject(
      name, projectionWasBinding: false, rewritten: rewritten)
    {
      return source.finding(id, at: variable, message: .cannotPromote(name, typeName, blocker))
    }
    if let parameter = creations.lazy.compactMap({ Self.capturedNonEscapingParameter($0.1!, $0.0) })
      .first
    {
      let blocker = "'\(parameter)' is a non-escaping parameter that '@StateObject' would capture"
      return source.finding(id, at: variable, message: .cannotPromote(name, typeName, blocker))
    }
    let edits = swapAttribute + creations.flatMap { $0.1!.edits(source) }
    // Reading the object in 'init' before SwiftUI installs the '@StateObject' creates a throwaway
    // instance, so that case changes behaviour and needs the user's consent.
    let applicability: Applicability = usage.readsInInitializers.isEmpty ? .safe : .unsafe
    return source.finding(
      id, at: variable, message: .promoteInitializer(name, typeName),
      fix: Fix(edits: edits, applicability: applicability))
  }

  /// How an assignment in `init` creates the object, and how to rewrite it for `@StateObject`.
  private struct Creation {
    enum Form {
      /// `self.model = Model(…)`: assign `self._model = StateObject(wrappedValue: Model(…))`.
      case wrappedValue(target: TokenSyntax, value: ExprSyntax)
      /// `_model = ObservedObject(wrappedValue: Model(…))`: swap the wrapper type and label.
      case wrapper(callee: TokenSyntax, label: TokenSyntax)
    }
    let construction: Construction
    let form: Form

    func edits(_ source: ParsedSource) -> [TextEdit] {
      switch form {
      case .wrappedValue(let target, let value):
        return [
          source.replace(target, with: "_" + target.text),
          source.insert("StateObject(wrappedValue: ", before: value),
          source.insert(")", after: value),
        ]
      case .wrapper(let callee, let label):
        let relabel =
          label.text == "wrappedValue" ? [] : [source.replace(label, with: "wrappedValue")]
        return [source.replace(callee, with: "StateObject")] + relabel
      }
    }
  }

  private func creation(in assignment: PropertyUsage.Assignment, contextualType: String?)
    -> Creation?
  {
    if !assignment.assignsWrapper {
      guard let construction = Construction(assignment.value, contextualType: contextualType) else {
        return nil
      }
      return Creation(
        construction: construction,
        form: .wrappedValue(target: assignment.target, value: assignment.value))
    }
    guard let call = assignment.value.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName,
      callee.text == "ObservedObject", call.arguments.count == 1,
      let argument = call.arguments.first, let label = argument.label,
      ["wrappedValue", "initialValue"].contains(label.text),
      let construction = Construction(argument.expression, contextualType: contextualType)
    else { return nil }
    return Creation(construction: construction, form: .wrapper(callee: callee, label: label))
  }

  /// A closure or `inout` parameter of `init` that the construction mentions: the escaping
  /// autoclosure of `StateObject(wrappedValue:)` cannot capture it.
  private static func capturedNonEscapingParameter(
    _ creation: Creation, _ assignment: PropertyUsage.Assignment
  ) -> String? {
    let parameters = assignment.initializer?.signature.parameterClause.parameters ?? []
    let restricted = Set(
      parameters.filter {
        ($0.type.isClosure && !$0.type.hasAttribute("escaping")) || $0.type.hasSpecifier("inout")
      }
      .map { ($0.secondName ?? $0.firstName).text })
    return creation.construction.call.tokens(viewMode: .sourceAccurate)
      .first { restricted.contains($0.text) }?.text
  }
}

extension String {
  fileprivate static func promoteDefault(_ name: String, _ type: String) -> String {
    "use '@StateObject' for '\(name)': the view creates its '\(type)' and must own it"
  }

  fileprivate static func promoteInitializer(_ name: String, _ type: String) -> String {
    "use '@StateObject' for '\(name)' and create '\(type)' in 'StateObject(wrappedValue:)'"
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
