import SwiftUI

final class ProfileViewModel: ObservableObject {
    @Published var name = ""
    let userID: Int

    init(userID: Int = 0) {
        self.userID = userID
    }
}

struct ProfileScreen: View {
    let userID: Int

    var body: some View {
        ProfileView(viewModel: ProfileViewModel(userID: userID))
    }
}

struct ProfileView: View {
    @ObservedObject private var viewModel = ProfileViewModel()

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
    }

    var body: some View {
        Text(viewModel.name)
    }
}
