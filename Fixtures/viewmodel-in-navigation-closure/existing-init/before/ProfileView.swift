import SwiftUI

struct ProfileView: View {
    @ObservedObject var viewModel: ProfileViewModel
    let title: String

    init(viewModel: ProfileViewModel, title: String) {
        self.viewModel = viewModel
        self.title = title
    }

    var body: some View {
        VStack {
            if viewModel.isLoading {
                ProgressView()
            } else {
                Text(viewModel.bio)
            }
        }
        .navigationTitle(title)
        .task {
            await viewModel.load()
        }
    }
}
