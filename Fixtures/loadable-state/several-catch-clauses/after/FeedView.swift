import SwiftUI

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        List(viewModel.posts.value ?? []) { post in
            Text("\(post.id)")
        }
        .overlay {
            if viewModel.posts.isLoading { ProgressView() }
        }
        .task { await viewModel.refresh() }
    }
}
