import SwiftUI

struct User: Identifiable {
    let id: Int
    var name: String
}

struct SocialAPI {
    func user(id: Int) async throws -> User {
        User(id: id, name: "")
    }

    func followers(of id: Int) async throws -> [User] {
        []
    }
}

@MainActor
final class UserDetailViewModel: ObservableObject {
    @Published var loadState: Loadable<Void> = .notInitiated
    @Published var user: User?
    @Published var followers: [User] = []

    let userID: Int
    private let api = SocialAPI()

    init(userID: Int) {
        self.userID = userID
    }

    func load() async {
        loadState = .loading
        do {
            user = try await api.user(id: userID)
            followers = try await api.followers(of: userID)
            loadState = .success(())
        } catch {
            loadState = .failure(error)
        }
    }
}
