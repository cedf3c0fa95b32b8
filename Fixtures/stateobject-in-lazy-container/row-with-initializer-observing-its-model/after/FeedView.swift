import SwiftUI

final class FeedViewModel: ObservableObject {
    // Declared by its empty value, as many view models write it.
    @Published var posts = [Post]()

    private var postCellCache: [Post.ID: PostCellViewModel] = [:]

    func postCellViewModel(for post: Post) -> PostCellViewModel {
        if let cached = postCellCache[post.id] { return cached }
        let model = PostCellViewModel(post: post)
        postCellCache[post.id] = model
        return model
    }
}

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 32) {
                ForEach(viewModel.posts) { post in
                    PostCell(viewModel: viewModel.postCellViewModel(for: post))
                }
            }
        }
    }
}
