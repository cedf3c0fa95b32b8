import SwiftUI

struct FollowersView: View {
    @StateObject private var viewModel = FollowersViewModel()

    var body: some View {
        List(viewModel.followers) { follower in
            Text(follower.id)
        }
        .overlay {
            if viewModel.loadState.isLoading {
                ProgressView()
            } else if let error = viewModel.loadState.error {
                Text(error.localizedDescription)
            }
        }
        .task { await viewModel.load() }
    }
}
