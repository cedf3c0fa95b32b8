import Combine
import Observation

@Observable
final class ContentStore {
    var state = "loading" {
        willSet { stateSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var stateSubject = CurrentValueSubject<String, Never>(state)
    var statePublisher: AnyPublisher<String, Never> { stateSubject.eraseToAnyPublisher() }
}

extension ServiceContainer {
    var contentStore: Factory<ContentStore> {
        Factory { ContentStore() }
    }
}
