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
    @Published var profile: Loadable<Profile> = .notInitiated

    private let api = AccountAPI()

    var displayName: String {
        profile.value?.name ?? "Guest"
    }

    func loadProfile() async {
        profile = .loading
        do {
            profile = .success(try await api.currentProfile())
        } catch {
            profile = .failure(error)
        }
    }
}
