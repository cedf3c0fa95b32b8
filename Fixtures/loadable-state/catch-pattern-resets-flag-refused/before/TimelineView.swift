import SwiftUI

struct TimelineView: View {
    @StateObject private var viewModel = TimelineViewModel()

    var body: some View {
        List(viewModel.posts) { post in
            Text("\(post.id)")
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            } else if let error = viewModel.error {
                Text(error.localizedDescription)
            }
        }
        .task { await viewModel.refresh() }
    }
}
