// A stand-in for the parts of the Factory dependency-injection package that fixtures use, with
// the real signatures. Fixtures import it as apps injecting through Factory's containers do.

public final class ContainerManager {
    public init() {}
}

public protocol ManagedContainer: AnyObject {
    var manager: ContainerManager { get }
}

public protocol SharedContainer: ManagedContainer {
    static var shared: Self { get }
}

public final class Container: SharedContainer {
    public static let shared = Container()
    public let manager = ContainerManager()

    public init() {}
}

public struct Factory<T> {
    public init(
        _ container: ManagedContainer, key: StaticString = #function, _ factory: @escaping () -> T
    ) { fatalError() }

    public func callAsFunction() -> T { fatalError() }
}

extension ManagedContainer {
    public func callAsFunction<T>(key: StaticString = #function, _ factory: @escaping () -> T)
        -> Factory<T>
    { fatalError() }
}

@propertyWrapper
public struct Injected<T> {
    public init(_ keyPath: KeyPath<Container, Factory<T>>) { fatalError() }
    public init<C: SharedContainer>(_ keyPath: KeyPath<C, Factory<T>>) { fatalError() }

    public var wrappedValue: T {
        get { fatalError() }
        mutating set {}
    }
}

@propertyWrapper
public struct LazyInjected<T> {
    public init(_ keyPath: KeyPath<Container, Factory<T>>) { fatalError() }
    public init<C: SharedContainer>(_ keyPath: KeyPath<C, Factory<T>>) { fatalError() }

    public var wrappedValue: T {
        mutating get { fatalError() }
        mutating set {}
    }
}

public func resolve<T>(_ keyPath: KeyPath<Container, Factory<T>>) -> T { fatalError() }

public func resolve<C: SharedContainer, T>(_ keyPath: KeyPath<C, Factory<T>>) -> T { fatalError() }
