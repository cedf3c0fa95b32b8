import SwiftUI

struct Post: Identifiable {
    let id: Int
    var title: String
}

final class LikesLoader: ObservableObject {
    @Published var count = 0
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published var posts: [Post] = []
    let pinnedLikes = LikesLoader()
}

struct PostRow: View {
    let post: Post
    @StateObject var likes = LikesLoader()

    var body: some View {
        Text("\(post.title) \(likes.count)")
    }
}

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        List {
            if let pinned = viewModel.posts.first {
                // Passes a model of its own through the memberwise initializer.
                PostRow(post: pinned, likes: viewModel.pinnedLikes)
            }
            ForEach(viewModel.posts) { post in
                PostRow(post: post)
            }
        }
    }
}
