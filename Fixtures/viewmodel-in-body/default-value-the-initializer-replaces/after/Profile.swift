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
        ProfileView(userID: userID)
    }
}

struct ProfileView: View {
    @StateObject private var viewModel: ProfileViewModel

    init(userID: Int = 0) {
        self._viewModel = StateObject(wrappedValue: ProfileViewModel(userID: userID))
    }

    var body: some View {
        Text(viewModel.name)
    }
}
