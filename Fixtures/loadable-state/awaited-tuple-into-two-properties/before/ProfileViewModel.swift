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
    @Published private(set) var isLoading = false
    @Published private(set) var error: Error?

    private let api: ProfileAPI

    init(api: ProfileAPI) {
        self.api = api
    }

    func load() async {
        isLoading = true
        error = nil
        do {
            async let profileRequest = api.profile()
            async let postsRequest = api.posts()
            let (profile, posts) = try await (profileRequest, postsRequest)
            self.profile = profile
            self.posts = posts
        } catch {
            self.error = error
        }
        isLoading = false
    }
}
