import Combine
import Observation

final class Session: ObservableObject {
    @Published var user = ""
}

@Observable
final class Counter {
    var count = 0
}

private let sharedSession = Session()

func currentSession() -> Session {
    sharedSession
}

/// Resolves anything through a subscript, whose result the reader does not follow.
final class Container {
    static let shared = Container()
    private var services: [ObjectIdentifier: AnyObject] = [:]

    subscript<Service: AnyObject>(type: Service.Type) -> Service {
        services[ObjectIdentifier(type)] as! Service
    }
}
