import Combine

final class MockAuthService: AuthServiceProtocol {
    @Published var user: User? = User(email: "preview@example.com")
    var userPublisher: Published<User?>.Publisher { $user }
}
