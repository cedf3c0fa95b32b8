import SwiftSyntax

/// A view model that tracks one async load with a separate flag, error and data property can
/// show states that make no sense: loading and failed at once, or old data beside a new error.
///
/// Before:
/// ```swift
/// @Published var isLoading = false
/// @Published var error: Error?
/// @Published var articles: [Article] = []
///
/// func load() async {
///     isLoading = true
///     defer { isLoading = false }
///     error = nil
///     do { articles = try await api.fetchArticles() } catch { self.error = error }
/// }
/// ```
/// After:
/// ```swift
/// @Published var articles: Loadable<[Article]> = .notInitiated
///
/// func load() async {
///     articles = .loading
///     do { articles = .success(try await api.fetchArticles()) } catch { articles = .failure(error) }
/// }
/// ```
public struct CollapseLoadingStateIntoLoadable: Rule {
  public let id = "loadable-state"
  public let summary =
    "Replace a loading flag, an error and the loaded data with one 'Loadable<T>' property."
  public let rationale = """
    A view model that tracks an async load with 'isLoading', an 'error' (or 'errorMessage', \
    'showError') and the data in three properties can be loading and failed at once, or show \
    the previous load's data beside a new error, and every view has to combine the three \
    correctly. One 'Loadable<T>' property ('notInitiated', 'loading', 'success', 'failure', \
    with 'value', 'error' and 'isLoading' accessors) makes those states impossible. The rule \
    recognises the shape by role: a Bool set true before an awaited call (in an async \
    function or a 'Task' a plain one starts or stores) or a completion handler and false \
    after it, an error property ('Error?' or a typed 'AppError?') cleared before and set in \
    'catch' or the '.failure' case, and the one property assigned from the awaited 'try' \
    (also coerced to the type a generic call returns: 'try await store.fetchAll() as \
    [Record]') or the '.success' case. What 'await MainActor.run { … }' runs to its end counts as written \
    where the call is, and is rewritten inside it. A 'String?' message 'catch' builds from the caught error alone \
    ('"Could not load: \\(error.localizedDescription)"', or '(error as? APIError)?.message ?? \
    error.localizedDescription', the same in every 'catch'), or a \
    fixed one, stays, computed from the error the 'Loadable' keeps. A load keeping what it \
    loads elsewhere ('try await store.sync()', a database the list observes), or in several \
    properties (one 'Loadable' holds one value; they stay as they are), gets a \
    'Loadable<Void>' named for its function ('refreshState'), declared where the flag was and \
    set to '.success(())' at the end of its 'do'. The fix rewrites the class, its load \
    function and every reader in the \
    scanned sources as one unit, and adds 'Shared/Loadable.swift' when the project has no \
    'Loadable': in the package target's folder, or in the folder an Xcode project \
    synchronises; an Xcode project listing each file would not build a new one, nor might \
    one generated from XcodeGen's 'project.yml' or Tuist's 'Project.swift', whose folders the \
    rule does not read, so there 'Loadable' goes at the end of the view model's file. It is \
    'public' when the properties are. A reload shows '.loading' instead of the previous data, which is the point of \
    the shape; keep a separate cached value if a view must show old data while refreshing. The \
    load function may be in an extension in the view model's file. A flag named for an action \
    ('isSaving', 'isSubmitting') tracks sending, not loading, and is left alone, as is a \
    'private' flag read only in conditions ('guard !isFetching else { return }'), which keeps \
    a load from starting twice and which no view shows. An error cleared outside the load once \
    shown (an alert's dismissal writing 'errorMessage = nil', or 'showError = false') leaves a \
    failed load instead ('if case .failure = items { items = .notInitiated }'), which holds \
    no data, as the cleared properties held none after a first failed load. It reports \
    without a fix a function named as a load ('load…', 'fetch…', 'get…', 'request…') that \
    sets a loading flag and an error property (the error also through a method of the class, \
    such as 'handle(error)') in a way it does not follow (inside 'DispatchQueue.main.async' \
    or a 'MainActor.run' closure that may return early, in another API's callbacks), saying \
    where. It \
    refuses, with the reason, when the flag guards several loads, is set only under a \
    condition, or is reset before the 'Task' ends or not after a failure, the load awaits in \
    two 'do'/'catch' blocks, the error or data is set elsewhere (another action storing its \
    failure or message in the same error property needs one of its own), the error is not \
    the caught one, the 'do' of a load keeping no value \
    of its own may return before its end or is followed by more awaited work while the flag \
    stays set, the load \
    goes through a Combine 'sink', a 'catch' binds no error or fails nothing, a view binds \
    one of them two-way, or they are public API, and when the property holding the loaded \
    value cannot stand for the flag: the load awaits more after storing it (the flag covered \
    that work, '.success' would end it early), or it is not published (or is private) where \
    the flag is not. An error never cleared when the next load \
    starts or succeeds stays beside its data today; '.loading' drops it, so that fix applies \
    only with '--unsafe-fixes'. So does one where a view reads the flag together with whether \
    the loaded value is empty ('isLoading && items.isEmpty': a spinner only until the first \
    data arrives, the old data kept on screen while a reload runs), which '.loading', holding \
    no value, cannot keep.
    """
  public let isEnabledByDefault = true
  public let fixKind = FixKind.safe

  public init() {}

  /// Every shape needs a Bool flag: a stored `var` of the class written `Bool` or set to a
  /// Boolean literal.
  public func mayFind(summary: FileSummary, context: RuleContext) -> Bool {
    summary.types.contains { type in
      type.kind == .class
        && type.storedProperties.contains { property in
          !property.isLet
            && (property.type.map { $0 == "Bool" }
              ?? ["true", "false"].contains(property.defaultValue))
        }
        && (summary.mentionedTypeNames.contains { $0.contains("Observable") }
          || context.index.isObservableObjectClass(type))
    }
  }

  public func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    let declarations = TypeDeclarationFinder.find(in: source.tree)
    return declarations.classes.compactMap { classDecl in
      let extensions = declarations.extensions(of: classDecl)
      let functions = LoadingStateShape.functions(of: classDecl, extensions: extensions)
      let guardsReentry = { (flag: LoadingStateShape.Property) in
        Self.onlyGuardsReentry(
          flag, in: [Syntax(classDecl)] + extensions.map(Syntax.init), index: context.index)
      }
      let isViewModel = {
        classDecl.attributes.attribute(named: ["Observable"]) != nil
          || context.index.declaration(
            named: classDecl.name.text, at: source.path,
            offset: classDecl.positionAfterSkippingLeadingTrivia.utf8Offset
          ).map(context.index.isObservableObjectClass) == true
      }
      // The shape is rare and cheap to look for; conformance may walk many declarations.
      guard let shape = LoadingStateShape.find(in: classDecl, functions: functions) else {
        guard let load = UnfollowedLoad.find(in: classDecl, functions: functions, source: source),
          !guardsReentry(load.flag), isViewModel()
        else { return nil }
        return source.finding(
          id, at: load.flag.variable,
          message:
            "replace '\(load.flag.name)' and '\(load.error.name)' with one 'Loadable' property loaded by '\(load.function.name.text)'; not fixed because \(load.obstacle)"
        )
      }
      guard !guardsReentry(shape.flag), isViewModel() else { return nil }
      let message = String.collapse(shape)
      switch LoadableMigration(shape: shape, source: source, context: context).plan() {
      case .notApplicable:
        return nil
      case .refused(let reason):
        return source.finding(
          id, at: shape.flag.variable, message: message + "; not fixed because " + reason)
      case .fix(let fix, let note):
        return source.finding(
          id, at: shape.flag.variable, message: message + (note.map { "; " + $0 } ?? ""), fix: fix)
      }
    }
  }

  /// A `private` flag read only in conditions (`guard !isFetching else { return }`) keeps a
  /// load from starting twice: no view can show it, so it is no loading state to collapse.
  static func onlyGuardsReentry(
    _ flag: LoadingStateShape.Property, in parts: [Syntax], index: ProjectIndex
  ) -> Bool {
    let isPrivate = flag.variable.modifiers.contains {
      ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil
    }
    guard isPrivate else { return false }
    let uses = parts.flatMap { PropertyUses(in: $0, names: [flag.name], index: index).all }
      .filter { !$0.isShadowed }
    return uses.contains(where: \.isCondition) && uses.allSatisfy { $0.isWrite || $0.isCondition }
  }
}

extension String {
  fileprivate static func collapse(_ shape: LoadingStateShape) -> String {
    let load = shape.loadFunction.name.text
    if shape.unstoredSuccess != nil {
      let kept =
        shape.severalLoadedProperties.isEmpty
        ? "keeps what it loads elsewhere"
        : "stores what it loads in "
          + shape.severalLoadedProperties.map { "'\($0)'" }.listedInProse
          + ", which stay as they are"
      return
        "replace '\(shape.flag.name)' and '\(shape.error.name)' with one 'Loadable<Void>' property, '\(shape.voidStateName)', set by '\(load)', which \(kept)"
    }
    let names =
      [shape.flag.name, shape.error.name] + (shape.loaded.map { [$0.property.name] } ?? [])
    return "replace " + names.dropLast().map { "'\($0)'" }.joined(separator: ", ")
      + " and '\(names[names.count - 1])' with one 'Loadable' property loaded by '\(load)'"
  }
}
