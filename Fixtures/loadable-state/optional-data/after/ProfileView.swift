import SwiftUI

struct ProfileView: View {
    @StateObject private var viewModel = ProfileViewModel()

    var body: some View {
        VStack(alignment: .leading) {
            Text(viewModel.displayName)
                .font(.title)
            if let profile = viewModel.profile.value {
                Text(profile.bio)
            } else if viewModel.profile.isLoading {
                ProgressView()
            } else if let error = viewModel.profile.error {
                Text(error.localizedDescription)
            }
        }
        .task {
            await viewModel.loadProfile()
        }
    }
}
