import SwiftUI

struct ProfileView: View {
    @StateObject private var viewModel = ProfileViewModel()

    var body: some View {
        VStack(alignment: .leading) {
            Text(viewModel.displayName)
                .font(.title)
            if let profile = viewModel.profile {
                Text(profile.bio)
            } else if viewModel.isLoading {
                ProgressView()
            } else if let error = viewModel.error {
                Text(error.localizedDescription)
            }
        }
        .task {
            await viewModel.loadProfile()
        }
    }
}
