import SwiftUI

struct ProfileView: View {
    @ObservedObject var viewModel: ProfileViewModel

    var body: some View {
        VStack {
            if viewModel.loadState.isLoading {
                ProgressView()
            } else if viewModel.loadState.error != nil {
                Text("Unable to load the profile")
            } else {
                Text(viewModel.profile?.name ?? "")
                Text("\(viewModel.posts.count) posts")
            }
        }
        .task { await viewModel.load() }
    }
}
