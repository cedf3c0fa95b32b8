import SwiftUI

struct AccountHeader: View {
    var session = AccountSession.shared

    var body: some View {
        Text(session.isSignedIn ? session.displayName : "Signed out")
    }
}

struct AccountEditor: View {
    @Bindable private var session: AccountSession = .shared

    var body: some View {
        TextField("Name", text: $session.displayName)
    }
}

struct AccountRoot: View {
    var body: some View {
        VStack {
            AccountHeader()
            AccountEditor()
        }
        .environment(AccountSession.shared)
    }
}
