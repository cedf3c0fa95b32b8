import SwiftUI

@Observable
final class SignInModel {
    var account: String
    var code = ""

    init(account: String) {
        self.account = account
    }

    static func preview() -> SignInModel {
        SignInModel(account: "preview@example.com")
    }
}

struct SignInScreen: View {
    let model: SignInModel

    var body: some View {
        Text("Sign in as \(model.account)")
    }
}

struct AccountView: View {
    @State private var showsSignIn = false
    let account: String

    var body: some View {
        Button("Sign in") { showsSignIn = true }
            .sheet(isPresented: $showsSignIn) {
                SignInScreen(model: SignInModel(account: account))
            }
    }
}
