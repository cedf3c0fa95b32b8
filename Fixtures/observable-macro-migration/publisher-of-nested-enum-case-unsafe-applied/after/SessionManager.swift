import Combine
import Observation

@Observable
final class SessionManager {
    enum State {
        case idle
        case joined(String)
    }

    private(set) var state = State.idle {
        willSet { stateSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var stateSubject = CurrentValueSubject<State, Never>(state)
    var statePublisher: AnyPublisher<State, Never> { stateSubject.eraseToAnyPublisher() }

    func join(_ name: String) {
        state = .joined(name)
    }
}

/// Another type nests a `State` of its own, without an `idle` case.
struct Loader {
    enum State {
        case loading
        case loaded
    }

    var state = State.loading
}
