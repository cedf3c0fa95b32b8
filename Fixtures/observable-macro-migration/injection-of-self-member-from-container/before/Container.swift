/// A dependency container resolving a service by its type.
final class Container {
    static let shared = Container()

    private var factories: [ObjectIdentifier: () -> Any] = [:]

    func register<Service>(_ type: Service.Type, factory: @escaping () -> Service) {
        factories[ObjectIdentifier(type)] = factory
    }

    func resolve<Service>(_ type: Service.Type) -> Service {
        factories[ObjectIdentifier(type)]!() as! Service
    }
}
