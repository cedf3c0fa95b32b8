import Combine
import Foundation

enum AuthError: Error, Equatable {
    case emailNotConfirmed
    case invalidCredentials
}

struct Session {
    let token: String
}

protocol AuthService {
    func signIn(email: String, password: String) async throws -> Session
}

@MainActor
final class SignInViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var session: Session?
    @Published var authError: AuthError?
    // Set when the account exists but is not confirmed yet: a navigation, not an error.
    @Published var shouldNavigateToConfirmation = false

    private let service: AuthService

    init(service: AuthService) {
        self.service = service
    }

    func loadSession(email: String, password: String) async {
        isLoading = true
        shouldNavigateToConfirmation = false
        defer { isLoading = false }
        do {
            session = try await service.signIn(email: email, password: password)
        } catch let error as AuthError {
            if error == .emailNotConfirmed {
                shouldNavigateToConfirmation = true
            } else {
                authError = error
            }
        } catch {
            authError = .invalidCredentials
        }
    }
}
