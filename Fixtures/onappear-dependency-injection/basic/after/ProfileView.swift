import SwiftUI

struct ProfileView: View {
    let userID: Int
    let repository: UserRepository
    @StateObject private var viewModel: ProfileViewModel

    init(userID: Int, repository: UserRepository) {
        self.userID = userID
        self.repository = repository
        _viewModel = StateObject(wrappedValue: ProfileViewModel(userID: userID, repository: repository))
    }

    var body: some View {
        VStack {
            Text(viewModel.name)
            if viewModel.isLoading {
                ProgressView()
            }
        }
        .onAppear {
            viewModel.load()
        }
    }
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView(userID: 1, repository: UserRepository())
    }
}
