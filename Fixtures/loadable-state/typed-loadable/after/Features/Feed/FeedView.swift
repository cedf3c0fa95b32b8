import SwiftUI

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        List(viewModel.posts.value ?? []) { post in
            Text(post.body)
        }
        .overlay {
            if viewModel.posts.isLoading {
                ProgressView()
            } else if let error = viewModel.posts.error {
                Text(error.localizedDescription)
            }
        }
        .task {
            await viewModel.loadTimeline()
        }
    }
}
