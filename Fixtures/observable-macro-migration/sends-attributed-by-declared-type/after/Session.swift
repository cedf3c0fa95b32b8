import Combine
import Observation

@Observable
final class Session {
    static let shared = Session()

    var userName = "Guest" {
        willSet { userNameSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var userNameSubject = CurrentValueSubject<String, Never>(userName)
    var userNamePublisher: AnyPublisher<String, Never> { userNameSubject.eraseToAnyPublisher() }
}

final class Account: ObservableObject {
    static let current: Account = Account()

    @Published var balance = 0
}
