import Combine

final class SessionManager: ObservableObject {
    enum State {
        case idle
        case joined(String)
    }

    @Published private(set) var state = State.idle

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
