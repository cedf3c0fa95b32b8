import SwiftUI

final class FeedViewModel: ObservableObject {
    // Declared by its empty value, as many view models write it.
    @Published var posts = [Post]()
}

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 32) {
                ForEach(viewModel.posts) { post in
                    PostCell(viewModel: PostCellViewModel(post: post))
                }
            }
        }
    }
}
