import Combine
import Factory
import Observation

@Observable
final class ContentStore {
    var state = "loading" {
        willSet { stateSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var stateSubject = CurrentValueSubject<String, Never>(state)
    var statePublisher: AnyPublisher<String, Never> { stateSubject.eraseToAnyPublisher() }
}

final class Services: SharedContainer {
    static let shared = Services()
    let manager = ContainerManager()
}

extension Container {
    var contentStore: Factory<ContentStore> {
        self { ContentStore() }
    }
}

extension Services {
    var contentStore: Factory<ContentStore> {
        self { ContentStore() }
    }
}
