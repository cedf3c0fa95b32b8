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
