import SwiftUI

final class AccountClient {}

final class AccountViewModel: ObservableObject {
    @Published var title = ""
    private var accountID = ""
    private var client: AccountClient?

    func configure(accountID: String, client: AccountClient) {
        self.accountID = accountID
        self.client = client
    }

    func load(accountID: String) {
        title = accountID
    }
}

/// Hands its inputs over through a setup method when it appears: reported, since only an
/// initializer would give the model its state from the start. Loading on appearance is not
/// injection and is left alone.
struct AccountScreen: View {
    let accountID: String
    let client: AccountClient
    @StateObject private var viewModel = AccountViewModel()

    var body: some View {
        Text(viewModel.title)
            .onAppear {
                viewModel.configure(accountID: accountID, client: client)
            }
            .task {
                viewModel.load(accountID: accountID)
            }
    }
}
