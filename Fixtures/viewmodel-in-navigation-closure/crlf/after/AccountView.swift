import SwiftUI

final class AccountViewModel: ObservableObject {
    @Published var email: String
    @Published var isSigningOut = false

    init(email: String) {
        self.email = email
    }

    func signOut() {
        isSigningOut = true
    }
}

struct AccountView: View {
    @StateObject private var viewModel: AccountViewModel

    init(email: String) {
        _viewModel = StateObject(wrappedValue: AccountViewModel(email: email))
    }

    var body: some View {
        Form {
            TextField("Email", text: $viewModel.email)
            Button("Sign Out", role: .destructive) {
                viewModel.signOut()
            }
        }
    }
}
