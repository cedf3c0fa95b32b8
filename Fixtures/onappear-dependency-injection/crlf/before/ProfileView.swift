import SwiftUI

struct ProfileView: View {
    let userID: Int
    let repository: UserRepository
    @StateObject private var viewModel = ProfileViewModel()

    var body: some View {
        VStack {
            Text(viewModel.name)
            if viewModel.isLoading {
                ProgressView()
            }
        }
        .onAppear {
            viewModel.userID = userID
            viewModel.repository = repository
            viewModel.load()
        }
    }
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView(userID: 1, repository: UserRepository())
    }
}
