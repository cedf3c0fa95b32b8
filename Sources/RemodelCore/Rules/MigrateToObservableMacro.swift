import SwiftSyntax

/// An `ObservableObject` re-renders every view that holds it whenever any `@Published` property
/// changes; an `@Observable` class re-renders only the views that read the changed property.
///
/// Before:
/// ```swift
/// final class Store: ObservableObject {
///     @Published var query = ""
/// }
/// struct SearchView: View {
///     @EnvironmentObject var store: Store
///     var body: some View { TextField("Search", text: $store.query) }
/// }
/// ```
/// After:
/// ```swift
/// @Observable
/// final class Store {
///     var query = ""
/// }
/// struct SearchView: View {
///     @Environment(Store.self) private var store
///     var body: some View {
///         @Bindable var store = store
///         TextField("Search", text: $store.query)
///     }
/// }
/// ```
public struct MigrateToObservableMacro: Rule {
  public let id = "observable-macro-migration"
  public let summary =
    "Move an 'ObservableObject' class and every view holding it to the Observation framework."
  public let rationale = """
    An 'ObservableObject' makes every view that holds it re-render when any '@Published' \
    property changes; an '@Observable' class (iOS 17, macOS 14, tvOS 17, watchOS 10) \
    re-renders only the views that read the property that changed. The rule follows Apple's \
    migration steps for one class and every file in the scanned sources that holds, observes, \
    injects or binds it, as one fix: 'ObservableObject' becomes '@Observable', '@Published' \
    goes, other property wrappers, 'lazy var's and cancellables or tasks get \
    '@ObservationIgnored', '@StateObject' becomes '@State' (and 'StateObject(wrappedValue:)' \
    'State(wrappedValue:)'), '@ObservedObject' a plain 'var' or '@Bindable' when the view \
    binds '$model.property', '@EnvironmentObject var x: T' becomes '@Environment(T.self) \
    private var x' (with '@Bindable var x = x' at the top of each member that binds it), and \
    '.environmentObject(x)' becomes '.environment(x)'. A SwiftData '@Model' class is \
    observable already: it only loses 'ObservableObject' ('@Observable' beside '@Model' would \
    not compile), and its views change as above; so does a class half migrated, '@Observable' \
    yet still declaring 'ObservableObject'. Wrappers and injections of other \
    classes stay as they are. A class with observable superclasses or subclasses in the scan \
    moves with all of them, as one fix, and so does a class adopting a protocol that refines \
    'ObservableObject', with the protocol and every other class adopting it: the protocol \
    refines 'AnyObject, Observable' instead, and a view generic over it rewrites the wrapper \
    of that parameter as it would the class's. A class forwarding another observable class's \
    'objectWillChange' to its own ('child.objectWillChange.sink { [weak self] _ in \
    self?.objectWillChange.send() }') moves with that class too, and the forwarding statement \
    goes: views track what they read of the other class themselves. '@ObservedObject' on a \
    property of a class (a view model, an app delegate, a hosting controller) observes nothing \
    outside a view and goes; '@StateObject' or '@EnvironmentObject' there refuse. A class is refused, with every place named, when something \
    needs 'ObservableObject' itself: 'objectWillChange' (except a send the macro makes \
    redundant: the only statement of a tracked property's 'willSet' or 'didSet', which goes, \
    or one beside nothing but assignments to tracked properties, which goes in an unsafe fix, \
    as a caller may have relied on it to announce something else; any send of a class of which \
    views can read nothing but values its tracked stored properties hold, which goes in an \
    unsafe fix too, as a view may have relied on it to redraw what it reads elsewhere; one in the setter of a \
    computed property becomes 'withMutation(keyPath:)' around the setter, with \
    'access(keyPath:)' in the getter, also unsafe, as another getter reading the same storage \
    no longer updates its views), a '$property' publisher it cannot \
    rewrite (one a subclass reads through a value whose type is not written, passed in-out outside the class, in a key path, handed on \
    where a file names 'Published<…>.Publisher' other than as the type of a parameter the \
    rewrite may retype, or of a property used outside the class whose type is not \
    written), a '_property' wrapper (except '_name = Published(initialValue: value)' in an \
    initializer, which becomes 'self.name = value'), key-value observing, a Core Data 'NSManagedObject' (whose '@NSManaged' properties announce changes through 'objectWillChange'), a superclass that is '@Observable' already, a \
    protocol requiring 'objectWillChange' or a 'Published' publisher, a generic constraint or 'any ObservableObject', a \
    wrapper or injection whose type is not written, a 'lazy var' other files read and \
    something assigns (views reading it would miss the new value), or a \
    deployment target older than the Observation framework (read from 'Package.swift' or an \
    '.xcodeproj'; '--assume-deployment-target' overrides it). One behaviour changes: \
    '@State var model = Model()' evaluates 'Model()' every time the owning view is initialised \
    (SwiftUI keeps the first instance and drops the others), where '@StateObject' built it \
    once; when the model's initialization calls something (a load, a 'Task'), the finding names \
    it and the fix is unsafe: move that work into a task. An 'App', a static property and a \
    preview or test build their model once, or harm no user building it again. A public class or protocol of a library \
    (a package at its repository's root, or one scanned without the rest of its repository) \
    is API that code outside the scan may use as an 'ObservableObject', so its fix is unsafe. \
    '@AppStorage' properties tell views \
    of their changes through the 'ObservableObject'; with '@ObservationIgnored' they no longer \
    do, so that fix is unsafe too. A '$property' publisher becomes a 'CurrentValueSubject' \
    the property sends its new value to in 'willSet' (after the property's own 'willSet' code, \
    through a 'defer' there), as '@Published' did ('propertySubject' in the class, 'propertyPublisher', an 'AnyPublisher', elsewhere, subclasses included), and \
    'publisher.assign(to: &$property)' in the class a 'sink' through '[weak self]' kept in its \
    'Set<AnyCancellable>' (a new 'cancellables' when it has none), and \
    'assign(to: &model.$property)' elsewhere one through '[weak model]' kept in the model's \
    (an internal one where code outside the class assigns); a parameter typed \
    'Published<T>.Publisher' that such a publisher reaches becomes 'some Publisher<T, Never>' \
    when its function only subscribes to it or hands it to another retyped parameter (not a \
    protocol's requirement, an override or '@objc'), and a read-only property of that type \
    returning one (and the protocol requirement it satisfies) becomes 'AnyPublisher<T, Never>', \
    its getter erasing what it returns; its type changes and it \
    may fire in a different order against SwiftUI's own updates, so that fix is unsafe. Off \
    by default: run it with \
    '--rules observable-macro-migration' on the whole app.
    """
  public let isEnabledByDefault = false
  public let fixKind = FixKind.safe
  /// Every file holding, injecting or binding a class is read for each class.
  public let readsOtherFilesRepeatedly = true

  public init() {}

  public func mayFind(summary: FileSummary, context: RuleContext) -> Bool {
    summary.types.contains { type in
      context.index.isObservableObjectClass(type)
    }
  }

  public func findings(in source: ParsedSource, context: RuleContext) -> [Finding] {
    TypeDeclarationFinder.find(in: source.tree).classes.compactMap { classDecl in
      let name = classDecl.name.text
      // A class conforming through a superclass, a refining protocol or an extension is
      // reported too, with what blocks it.
      let declares =
        classDecl.inheritanceClause?.inheritedTypes.contains {
          $0.type.nominalName == "ObservableObject"
        } ?? false
      // This declaration's conformance: a name may also mean a protocol (`StateModel`) or
      // other views' nested classes.
      let offset = classDecl.positionAfterSkippingLeadingTrivia.utf8Offset
      let indexed = context.index.declaration(named: name, at: source.path, offset: offset)
      // An `@Observable` class keeping `ObservableObject` is half migrated: it is finished.
      guard indexed.map(context.index.isObservableObjectClass) ?? declares,
        declares || classDecl.attributes.attribute(named: ["Observable"]) == nil
      else { return nil }
      let migration = ObservableMigration(classDecl: classDecl, source: source, context: context)
      // Nested classes of several views share names like `ViewModel`: say whose it is.
      let shownName = migration.declaration?.qualifiedName ?? name
      let summary =
        migration.isSwiftDataModel
        ? String.dropConformance(shownName, kept: "the SwiftData model", by: "@Model")
        : migration.isObservableAlready
          ? String.dropConformance(shownName, kept: "", by: "@Observable")
          : String.migrate(shownName)
      let unit = migration.migrationUnit()
      let plan = unit.isSingleClass ? migration.plan() : migration.unitPlan(unit)
      switch plan.outcome {
      case .notApplicable:
        return nil
      case .refused(let reason):
        return source.finding(
          id, at: classDecl, message: summary + "; not fixed because " + reason)
      case .fix(let fix, _):
        let message = ([summary] + plan.notes).joined(separator: "; ")
        return source.finding(id, at: classDecl, message: message, fix: fix)
      }
    }
  }
}

extension String {
  fileprivate static func migrate(_ name: String) -> String {
    "migrate '\(name)' from 'ObservableObject' to '@Observable' with the views that hold it"
  }

  /// `kind` names what the class is ("the SwiftData model"), `attribute` what makes it observable.
  fileprivate static func dropConformance(_ name: String, kept kind: String, by attribute: String)
    -> String
  {
    "drop 'ObservableObject' from \(kind.isEmpty ? "" : kind + " ")'\(name)', which '\(attribute)' makes observable already, and migrate the views that hold it"
  }
}
