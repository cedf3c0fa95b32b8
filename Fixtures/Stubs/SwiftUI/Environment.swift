// Stand-ins for SwiftUI's environment: @Environment (key-path and
// Observable-type forms), EnvironmentValues and the common built-in values.

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }

    @inlinable public var wrappedValue: Value { fatalError() }
}

extension Environment {
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable { fatalError() }
}

extension Environment: Sendable where Value: Sendable {}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError() }
        set { fatalError() }
    }

    public subscript<T>(objectType: T.Type) -> T? where T: AnyObject, T: Observable {
        get { fatalError() }
        set { fatalError() }
    }

    public var description: String { fatalError() }
}

extension EnvironmentValues {
    public var dismiss: DismissAction { fatalError() }
    public var openURL: OpenURLAction {
        get { fatalError() }
        set { fatalError() }
    }
    public var refresh: RefreshAction? { fatalError() }
    public var dismissSearch: DismissSearchAction { fatalError() }
    public var isSearching: Bool { fatalError() }
    public var isPresented: Bool { fatalError() }
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set { fatalError() }
    }
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set { fatalError() }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set { fatalError() }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set { fatalError() }
    }
    public var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public var locale: Locale {
        get { fatalError() }
        set { fatalError() }
    }
    public var calendar: Calendar {
        get { fatalError() }
        set { fatalError() }
    }
    public var timeZone: TimeZone {
        get { fatalError() }
        set { fatalError() }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set { fatalError() }
    }
    public var font: Font? {
        get { fatalError() }
        set { fatalError() }
    }
    public var presentationMode: Binding<PresentationMode> { fatalError() }
    public var editMode: Binding<EditMode>? {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor @preconcurrency
public struct DismissAction {
    public func callAsFunction() { fatalError() }
}

@MainActor @preconcurrency
public struct DismissSearchAction {
    public func callAsFunction() { fatalError() }
}

public struct RefreshAction: Sendable {
    public func callAsFunction() async { fatalError() }
}

public struct OpenURLAction {
    public struct Result {
        public static let handled: Result = Result()
        public static let discarded: Result = Result()
        public static let systemAction: Result = Result()
        public static func systemAction(_ url: URL) -> Result { fatalError() }
    }
    public init(handler: @escaping (URL) -> OpenURLAction.Result) { fatalError() }
    @MainActor @preconcurrency public func callAsFunction(_ url: URL) { fatalError() }
    @MainActor @preconcurrency public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) { fatalError() }
}

public struct PresentationMode {
    public var isPresented: Bool { fatalError() }
    public mutating func dismiss() { fatalError() }
}

public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active
    public var isEditing: Bool { fatalError() }
}

public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard
    case increased
}

public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { fatalError() }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _stubModified() }
    public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { _stubModified() }
    public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject { _stubModified() }
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View { _stubModified() }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _stubModified() }
}
