import SwiftUI

struct Follower: Identifiable {
    let id: String
}

struct FollowersClient {
    func firstPage() async throws -> ([Follower], String?) {
        ([], nil)
    }
}

@MainActor
final class FollowersViewModel: ObservableObject {
    @Published var loadState: Loadable<Void> = .notInitiated
    @Published var followers: [Follower] = []
    var nextPageID: String?

    private let client = FollowersClient()

    func load() async {
        loadState = .loading
        do {
            (followers, nextPageID) = try await client.firstPage()
            loadState = .success(())
        } catch {
            loadState = .failure(error)
        }
    }
}
