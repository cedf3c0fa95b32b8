import SwiftUI

struct Profile {
    var name: String
    var bio: String
}

struct AccountAPI {
    func currentProfile() async throws -> Profile {
        Profile(name: "", bio: "")
    }
}

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var profile: Profile?

    private let api = AccountAPI()

    var displayName: String {
        profile?.name ?? "Guest"
    }

    func loadProfile() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            profile = try await api.currentProfile()
        } catch {
            self.error = error
        }
    }
}
