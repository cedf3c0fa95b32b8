import SwiftUI

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        List(viewModel.posts) { post in
            Text(post.title)
        }
        .task {
            await viewModel.refresh()
        }
    }
}
