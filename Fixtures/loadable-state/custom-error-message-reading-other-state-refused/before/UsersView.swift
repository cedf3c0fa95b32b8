import SwiftUI

struct UsersView: View {
    @ObservedObject var viewModel: UsersViewModel

    var body: some View {
        List(viewModel.users) { user in
            Text(user.name)
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            }
        }
        .task { await viewModel.loadUsers() }
        .safeAreaInset(edge: .bottom) {
            Text(viewModel.errorMessage ?? "")
        }
    }
}
