import Combine
import Observation

@Observable
final class MockAuthService: AuthServiceProtocol {
    var user: User? = User(email: "preview@example.com") {
        willSet { userSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var userSubject = CurrentValueSubject<User?, Never>(user)
    var userPublisher: AnyPublisher<User?, Never> { userSubject.eraseToAnyPublisher() }
}
