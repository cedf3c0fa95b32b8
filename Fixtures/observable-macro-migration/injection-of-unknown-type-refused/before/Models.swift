import Combine

final class Session: ObservableObject {
    @Published var user = ""
}

final class Counter: ObservableObject {
    @Published var count = 0
}

private let sharedSession = Session()

func currentSession() -> Session {
    sharedSession
}

/// Resolves anything: its result says nothing about the type it returns.
final class Container {
    static let shared = Container()
    private var services: [ObjectIdentifier: AnyObject] = [:]

    func resolve<Service: AnyObject>(_ type: Service.Type) -> Service {
        services[ObjectIdentifier(type)] as! Service
    }
}
