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
            AccountView(email: "me@example.com")
        }
    }
}
