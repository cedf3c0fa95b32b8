import SwiftUI

struct AccountView<Provider: SessionProviding>: View {
    var session: Provider

    var body: some View {
        Text(session.userName)
    }
}

struct RenameView<Provider>: View where Provider: SessionProviding {
    @Bindable var session: Provider

    var body: some View {
        TextField("Name", text: $session.userName)
    }
}

struct AccountTab<Provider: SessionProviding & Sendable>: View {
    @State private var session: Provider

    init(session: @autoclosure @escaping () -> Provider) {
        _session = State(wrappedValue: session())
    }

    var body: some View {
        VStack {
            AccountView(session: session)
            SignOutButton<Provider>()
        }
        .environment(session)
    }
}

struct SignOutButton<Provider: SessionProviding>: View {
    @Environment(Provider.self) private var session

    var body: some View {
        Button("Sign out") { session.signOut() }
    }
}

struct AccountScreen: View {
    @State private var session = Session()

    var body: some View {
        RenameView(session: session)
    }
}
