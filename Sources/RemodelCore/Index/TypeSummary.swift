/// What the index keeps of one type declaration or extension: names and text, never the tree.
public struct TypeSummary: Sendable, Hashable {
  public enum Kind: String, Sendable {
    case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`, `typealias`
  }

  public let kind: Kind
  /// The simple name; for an extension, the last component of the extended type.
  public let name: String
  /// Names of the enclosing types and this one, joined by dots (`Feature.ViewModel`).
  public let qualifiedName: String
  /// The inherited types as written, without generic arguments (`BookmarksView.Model`): what
  /// resolves them where the declaration is.
  public let writtenInheritedTypes: [String]
  /// Attribute names without `@` or module (`Observable`, `MainActor`).
  public let attributes: [String]
  public let storedProperties: [StoredProperty]
  /// The written types of the instance properties computed by a getter, by name, when they
  /// are plain nominal types or arrays of one (`var settings: MacSettingsModel { … }`,
  /// `var rows: [Row] { … }`).
  public let computedPropertyTypes: [String: String]
  /// The types of the static properties, by name, when written or constructed
  /// (`static let shared = Store()`): what `Store.shared` holds; a collection's as written
  /// (`[ID: Session]`).
  public let staticPropertyTypes: [String: String]
  /// The nominal result types of the methods, static or not, by name, when every method of
  /// that name writes the same one (`func event(identifiedBy:) -> Event`); for a method whose
  /// result is the generic type a metatype parameter gives (`func resolve<T>(_: T.Type) -> T`),
  /// `resultTypeArgumentMarker` and that parameter's position.
  public let methodResultTypes: [String: String]
  static let resultTypeArgumentMarker = "#argument "
  public let initializers: [Initializer]
  /// The names of the generic parameters (a protocol's associated types): a member of such a
  /// type has no type a use outside could name.
  public let genericParameters: [String]
  /// The generic arguments of the first inherited type (a superclass) or of the aliased type
  /// (`CommentData` and `CommentWinstonData` of `typealias Comment = Entity<CommentData,
  /// CommentWinstonData>`), nil for one that is not a plain nominal type: what that type's
  /// generic parameters stand for here.
  public let inheritedTypeArguments: [String?]
  /// Where a generic view lays out the view content its caller passes (`@ViewBuilder content`);
  /// nil for a type holding none.
  public let contentHosts: ContentHosts?
  /// Declared `private` or `fileprivate`, or nested in such a declaration: no other file sees it.
  public let isFilePrivate: Bool
  /// Seen by other modules importing its own without `@testable` or `@_spi`: `public`, `open` or
  /// `package` (written, or the default of a `public extension`), not `@_spi`, and nested only
  /// in such types.
  public let isExported: Bool
  public let path: String
  /// Byte offset of the declaration in its file, to find its syntax again.
  public let offset: Int

  /// The simple names of the inherited types (`Model` for `BookmarksView.Model`).
  public var inheritedTypes: [String] { writtenInheritedTypes.map(ProjectIndex.simpleName) }
}

/// The calls whose content closures hold a generic view's `content`, by how it is used: what
/// tells a custom container that lays its content out lazily (`List { content }`) from one that
/// stacks it.
public struct ContentHosts: Sendable, Hashable {
  /// Around a use of the whole content: `List` and `ScrollView` of `ScrollView { List { content } }`.
  public var whole: Set<String> = []
  /// Around a use building one row per element: `List` and `ForEach` of
  /// `List { ForEach(data) { content($0) } }`.
  public var perElement: Set<String> = []
  /// The properties presented as a destination (`NavigationLink(destination: destination)`,
  /// `.sheet { detail }`): a view wrapping a navigation link.
  public var presented: Set<String> = []
}

public struct StoredProperty: Sendable, Hashable {
  public let name: String
  public let type: String?
  /// The property-wrapper attribute, e.g. `StateObject`; nil for plain properties.
  public let wrapper: String?
  public let defaultValue: String?
  public let isLet: Bool
  /// The container factory that fills it: `@LazyInjected(\Services.store) var store`,
  /// `let store = resolve(\Services.store)`.
  public let injection: FactoryReference?
}

/// A factory a dependency container declares (`Services.store` of `extension Services { var
/// store: Factory<Store> { … } }`), named by the key path that injects what it makes.
public struct FactoryReference: Sendable, Hashable {
  public let container: String
  public let factory: String
}

extension StoredProperty {
  /// Whether one of `wrappers` may wrap the property. The index records a property's first
  /// attribute, `MainActor` for `@MainActor @State var model`, so an actor there may hide one.
  func mayBeWrapped(by wrappers: Set<String>) -> Bool {
    wrapper.map { wrappers.contains($0) || $0.hasSuffix("Actor") } == true
  }

  /// The property's type as written, or the array type an empty construction
  /// (`var posts = [Post]()`) spells out.
  var writtenOrArrayType: String? {
    type ?? defaultValue.flatMap(Self.arrayType(constructedBy:))
  }

  /// `[Post]` for `[Post]()`, nil for any other value.
  static func arrayType(constructedBy value: String) -> String? {
    guard value.hasPrefix("["), value.hasSuffix("]()"),
      case let element = value.dropFirst().dropLast(3), isTypeName(element)
    else { return nil }
    return "[\(element)]"
  }

  /// The property's type as written, or the collection type an empty construction spells out
  /// (`[Post]()`, `Set<Download>()`), whose elements a loop or row builder gets.
  var writtenOrCollectionType: String? {
    type ?? defaultValue.flatMap(Self.collectionType(constructedBy:))
  }

  /// `[Post]` for `[Post]()`, `Set<Download>` for `Set<Download>()`; nil for any other value.
  static func collectionType(constructedBy value: String) -> String? {
    if let array = arrayType(constructedBy: value) { return array }
    guard
      let generic = ["Set<", "Array<", "ContiguousArray<", "OrderedSet<"].first(where: {
        value.hasPrefix($0)
      }),
      value.hasSuffix(">()"), case let element = value.dropFirst(generic.count).dropLast(3),
      isTypeName(element)
    else { return nil }
    return "\(generic)\(element)>"
  }

  private static func isTypeName(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
  }

  /// The simple name of the property's type: from its annotation, or the type its initial value
  /// constructs (`Model()`, `Feed.Model()`, `Model.init()`); nil when neither is written, and for
  /// a method's result (`Store.makeFeed()`).
  var typeName: String? {
    if let type { return ProjectIndex.nominalName(type) }
    guard let value = defaultValue, let call = value.split(separator: "(").first,
      call.first?.isUppercase == true, value.hasSuffix(")")
    else { return nil }
    let callee = call.hasSuffix(".init") ? call.dropLast(".init".count) : call
    guard callee.split(separator: ".").last?.first?.isUppercase == true else { return nil }
    return ProjectIndex.nominalName(String(callee))
  }
}

public struct Initializer: Sendable, Hashable {
  public let parameters: [Parameter]
  /// What keeps it from being called as a plain `T(…)` from another initializer's
  /// `StateObject(wrappedValue:)`, in words (`throws`, `takes the inout parameter 'x'`); empty
  /// for a plain one.
  public let obstacles: [String]
}

public struct Parameter: Sendable, Hashable {
  /// The argument label; nil when the parameter is unlabelled (`_`).
  public let label: String?
  public let name: String
  public let type: String
  public let defaultValue: String?
  /// Names the default value refers to without a base (`pageSize` in `= pageSize * 2`): they
  /// resolve inside the initializer's type and may mean nothing elsewhere.
  public let defaultValueNames: [String]
  /// A non-optional function type, which must be `@escaping` to be stored or captured.
  public let isClosure: Bool
  public let isEscaping: Bool
  public let isVariadic: Bool
}
