import SwiftUI

struct Post: Identifiable {
    let id: Int
    var title: String
}

struct FeedAPI {
    func fetchPosts() async throws -> [Post] {
        []
    }
}

/// 'isFetching' only keeps a second load from starting: it is private and read in a 'guard'
/// alone, so no view shows it and there is no loading state to collapse.
@MainActor
final class FeedViewModel: ObservableObject {
    private var isFetching = false
    @Published var error: Error?
    @Published var posts: [Post] = []

    private let api = FeedAPI()

    func load() async {
        guard !isFetching else { return }
        isFetching = true
        defer { isFetching = false }
        error = nil
        do {
            posts = try await api.fetchPosts()
        } catch {
            self.error = error
        }
    }
}

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        List(viewModel.posts) { post in
            Text(post.title)
        }
        .overlay {
            if let error = viewModel.error {
                Text(error.localizedDescription)
            }
        }
        .task {
            await viewModel.load()
        }
    }
}
