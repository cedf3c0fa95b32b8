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
    @ObservedObject var viewModel: AccountViewModel

    var body: some View {
        Form {
            TextField("Email", text: $viewModel.email)
            Button("Sign Out", role: .destructive) {
                viewModel.signOut()
            }
        }
    }
}
