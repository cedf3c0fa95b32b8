import SwiftUI

struct ProfileView: View {
    @StateObject private var viewModel: ProfileViewModel
    let title: String

    init(userID: Int, title: String) {
        self._viewModel = StateObject(wrappedValue: ProfileViewModel(userID: userID))
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
