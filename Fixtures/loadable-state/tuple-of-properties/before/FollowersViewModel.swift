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
    @Published var isLoading = false
    @Published var error: Error?
    @Published var followers: [Follower] = []
    var nextPageID: String?

    private let client = FollowersClient()

    func load() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            (followers, nextPageID) = try await client.firstPage()
        } catch {
            self.error = error
        }
    }
}
