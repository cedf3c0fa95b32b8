import Combine
import Observation

struct User {
    var email: String
}

protocol AuthServiceProtocol: AnyObject, Observable {
    var user: User? { get }
    var userPublisher: AnyPublisher<User?, Never>  { get }
}

@Observable
final class AuthService: AuthServiceProtocol {
    private(set) var user: User? {
        willSet { userSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var userSubject = CurrentValueSubject<User?, Never>(user)
    var userPublisher: AnyPublisher<User?, Never> { userSubject.eraseToAnyPublisher() }

    func signIn(email: String) {
        user = User(email: email)
    }
}
