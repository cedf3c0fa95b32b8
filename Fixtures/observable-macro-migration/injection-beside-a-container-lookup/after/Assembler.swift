/// A dependency container: asked for a type, it returns one of that type.
enum Assembler {
    nonisolated(unsafe) static var factories: [ObjectIdentifier: () -> Any] = [:]

    static func resolve<Service>(_ serviceType: Service.Type) -> Service {
        factories[ObjectIdentifier(serviceType)]!() as! Service
    }
}
