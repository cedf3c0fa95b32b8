import SwiftUI

struct ProfileView: View {
    @StateObject private var viewModel = ProfileViewModel()

    var body: some View {
        VStack {
            if viewModel.profile.isLoading {
                ProgressView()
            } else if let error = viewModel.profile.error as? AppError {
                Text(error.userMessage)
            } else if let profile = viewModel.profile.value {
                Text(profile.name)
            }
            if case .offline = viewModel.profile.error as? AppError {
                Text("Check your connection.")
            }
            Text((viewModel.profile.error as? AppError)?.userMessage ?? "")
        }
        .task { await viewModel.load() }
    }
}
