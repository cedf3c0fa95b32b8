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
