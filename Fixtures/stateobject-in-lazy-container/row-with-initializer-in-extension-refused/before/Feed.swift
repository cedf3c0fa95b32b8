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
}

struct PostRow: View {
    let title: String
    @StateObject private var likes = LikesLoader()

    var body: some View {
        Text("\(title) \(likes.count)")
    }
}

extension PostRow {
    init(post: Post) {
        self.init(title: post.title)
    }
}

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        List {
            ForEach(viewModel.posts) { post in
                PostRow(post: post)
            }
        }
    }
}
