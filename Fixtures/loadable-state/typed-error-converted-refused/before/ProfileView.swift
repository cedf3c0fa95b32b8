import SwiftUI

struct ProfileView: View {
    @StateObject private var viewModel = ProfileViewModel()

    var body: some View {
        VStack {
            if viewModel.isLoading {
                ProgressView()
            } else if let error = viewModel.error {
                Text(error.userMessage)
            } else if let profile = viewModel.profile {
                Text(profile.name)
            }
            if case .offline = viewModel.error {
                Text("Check your connection.")
            }
            Text(viewModel.error?.userMessage ?? "")
        }
        .task { await viewModel.load() }
    }
}
