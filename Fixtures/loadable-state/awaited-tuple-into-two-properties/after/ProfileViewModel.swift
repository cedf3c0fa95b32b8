import SwiftUI

struct Profile {
    let name: String
}

struct Post: Identifiable {
    let id: Int
}

protocol ProfileAPI: Sendable {
    func profile() async throws -> Profile
    func posts() async throws -> [Post]
}

/// Loads two values at once and keeps each in a property of its own.
@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var profile: Profile?
    @Published private(set) var posts: [Post] = []
    @Published private(set) var loadState: Loadable<Void> = .notInitiated

    private let api: ProfileAPI

    init(api: ProfileAPI) {
        self.api = api
    }

    func load() async {
        loadState = .loading
        do {
            async let profileRequest = api.profile()
            async let postsRequest = api.posts()
            let (profile, posts) = try await (profileRequest, postsRequest)
            self.profile = profile
            self.posts = posts
            loadState = .success(())
        } catch {
            loadState = .failure(error)
        }
    }
}
