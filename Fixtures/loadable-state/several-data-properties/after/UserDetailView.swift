import SwiftUI

struct UserDetailView: View {
    @StateObject private var viewModel: UserDetailViewModel

    init(userID: Int) {
        _viewModel = StateObject(wrappedValue: UserDetailViewModel(userID: userID))
    }

    var body: some View {
        List {
            if let user = viewModel.user {
                Text(user.name)
                    .font(.title)
            }
            Section("Followers") {
                ForEach(viewModel.followers) { follower in
                    Text(follower.name)
                }
            }
            if let message = viewModel.loadState.error?.localizedDescription {
                Text(message)
            }
        }
        .overlay {
            if viewModel.loadState.isLoading {
                ProgressView()
            }
        }
        .task {
            await viewModel.load()
        }
    }
}
