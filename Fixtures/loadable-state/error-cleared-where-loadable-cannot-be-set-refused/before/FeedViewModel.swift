import SwiftUI

struct Post: Identifiable {
    let id: Int
    var text: String
}

struct FeedAPI {
    func posts() async throws -> [Post] {
        []
    }
}

/// Only the model may set its posts, so a view clearing the error could not set the
/// 'Loadable' that replaces them.
@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    @Published var isLoading = false
    @Published var errorMessage: String?

    private let api = FeedAPI()

    func load() async {
        isLoading = true
        errorMessage = nil
        do {
            posts = try await api.posts()
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }
}

/// The initializer clears the error before every property is set.
@MainActor
final class TrendingViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var posts: [Post] = []

    private let api: FeedAPI

    init(api: FeedAPI) {
        errorMessage = nil
        self.api = api
    }

    func load() async {
        isLoading = true
        errorMessage = nil
        do {
            posts = try await api.posts()
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }
}
