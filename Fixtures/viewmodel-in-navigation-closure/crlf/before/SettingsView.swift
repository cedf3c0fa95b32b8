import SwiftUI

struct SettingsView: View {
    @State private var showsAccount = false

    var body: some View {
        List {
            Button("Account") {
                showsAccount = true
            }
        }
        .sheet(isPresented: $showsAccount) {
            AccountView(viewModel: AccountViewModel(email: "me@example.com"))
        }
    }
}
