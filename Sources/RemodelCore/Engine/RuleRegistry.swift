import Foundation

/// Every rule, in migration order: earlier rules' fixes may set up later ones.
public enum RuleRegistry {
  public static let all: [any Rule] = [
    ReplaceStateWithStateObject(),
    PromoteObservedObjectToStateObject(),
    MoveViewModelOutOfNavigationClosure(),
    MoveViewModelOutOfBody(),
    CacheRowModelsInLazyContainers(),
    InjectDependenciesThroughInitializer(),
    CollapseLoadingStateIntoLoadable(),
    MigrateToObservableMacro(),
    IsolateViewModelToMainActor(),
    CaptureSelfWeaklyInStoredSink(),
  ]

  public static func rule(withID id: String) -> (any Rule)? {
    all.first { $0.id == id }
  }

  /// The rules a run uses, from the comma-separated lists of `--rules` and `--disable`.
  public static func select(listed only: String?, disabled: String?) throws(RemodelError)
    -> [any Rule]
  {
    try select(only: only.map(ids), disabled: disabled.map(ids) ?? [])
  }

  /// The ids of a comma-separated list such as `--disable a,b`.
  public static func ids(_ list: String) -> [String] {
    list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The rules a run uses: exactly `only` when given (opt-in rules included), otherwise the
  /// default set; minus `disabled`. Unknown ids are an error listing the valid ones.
  public static func select(only: [String]?, disabled: [String]) throws(RemodelError) -> [any Rule]
  {
    let known = Set(all.map(\.id))
    let unknown = ((only ?? []) + disabled).filter { !known.contains($0) }
    guard unknown.isEmpty else {
      throw .unknownRules(ids: unknown, valid: all.map(\.id))
    }
    return all.filter { rule in
      (only.map { $0.contains(rule.id) } ?? rule.isEnabledByDefault) && !disabled.contains(rule.id)
    }
  }
}
