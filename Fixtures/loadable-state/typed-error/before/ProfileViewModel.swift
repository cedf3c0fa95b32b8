import SwiftUI

struct Profile {
    var name: String
}

enum AppError: Error {
    case offline
    case server(code: Int)

    var userMessage: String {
        switch self {
        case .offline: return "You are offline."
        case .server(let code): return "The server answered \(code)."
        }
    }
}

struct ProfileAPI {
    func profile() async throws(AppError) -> Profile {
        Profile(name: "")
    }
}

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: AppError?
    @Published var profile: Profile?

    private let api = ProfileAPI()

    func load() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            profile = try await api.profile()
        } catch {
            // Typed throws: 'error' is an AppError here.
            self.error = error
        }
    }
}
