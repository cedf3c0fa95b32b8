import Combine

struct User {
    var email: String
}

protocol AuthServiceProtocol: ObservableObject {
    var user: User? { get }
    var userPublisher: Published<User?>.Publisher  { get }
}

final class AuthService: AuthServiceProtocol {
    @Published private(set) var user: User?
    var userPublisher: Published<User?>.Publisher { $user }

    func signIn(email: String) {
        user = User(email: email)
    }
}
