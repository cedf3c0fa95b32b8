// Stand-ins for the SwiftUI app structure (App, Scene, WindowGroup,
// SceneBuilder) and for PreviewProvider. The `#Preview` macro cannot be
// declared without a compiler plugin, so it is not provided.

// MARK: - App

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}

// MARK: - Scene

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

public struct _TupleScene<T>: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> where repeat each Content: Scene { fatalError() }
    public static func buildOptional(_ scene: (any Scene & Sendable)?) -> some Scene { _TupleScene<()>() }
    public static func buildLimitedAvailability(_ scene: any Scene & Sendable) -> some Scene { _TupleScene<()>() }
}

public struct WindowGroup<Content>: Scene where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public init(id: String, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ title: Text, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { fatalError() }
}

public struct Settings<Content>: Scene where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

extension Scene {
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene where V: Equatable { _TupleScene<()>() }
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene where V: Equatable { _TupleScene<()>() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { _TupleScene<()>() }
    public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable { _TupleScene<()>() }
    public func environmentObject<T>(_ object: T) -> some Scene where T: ObservableObject { _TupleScene<()>() }
}

// MARK: - Previews

public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}

extension View {
    public func previewDisplayName(_ value: String?) -> some View { _stubModified() }
    public func previewDevice(_ value: PreviewDevice?) -> some View { _stubModified() }
    public func previewLayout(_ value: PreviewLayout) -> some View { _stubModified() }
}

// MARK: - Application delegate

/// Makes the app's delegate, as on iOS; an observable delegate is also put in the environment.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType>: DynamicProperty
where DelegateType: NSObject, DelegateType: UIApplicationDelegate {
    public var wrappedValue: DelegateType { fatalError() }
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError() }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError() }
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension UIApplicationDelegateAdaptor where DelegateType: Observable {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError() }
}
