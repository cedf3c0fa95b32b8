/// What the app uses of a dependency-injection package shaped like Factory.
struct Factory<T> {
    let make: () -> T

    func callAsFunction() -> T {
        make()
    }
}

final class ServiceContainer {
    static let shared = ServiceContainer()
}

@propertyWrapper
struct LazyInjected<T> {
    private let keyPath: KeyPath<ServiceContainer, Factory<T>>

    init(_ keyPath: KeyPath<ServiceContainer, Factory<T>>) {
        self.keyPath = keyPath
    }

    var wrappedValue: T { ServiceContainer.shared[keyPath: keyPath]() }
}

func resolve<T>(_ keyPath: KeyPath<ServiceContainer, Factory<T>>) -> T {
    ServiceContainer.shared[keyPath: keyPath]()
}
