import SwiftUI

struct AccountView<Provider: SessionProviding>: View {
    @ObservedObject var session: Provider

    var body: some View {
        Text(session.userName)
    }
}

struct RenameView<Provider>: View where Provider: SessionProviding {
    @ObservedObject var session: Provider

    var body: some View {
        TextField("Name", text: $session.userName)
    }
}

struct AccountTab<Provider: SessionProviding & Sendable>: View {
    @StateObject private var session: Provider

    init(session: @autoclosure @escaping () -> Provider) {
        _session = StateObject(wrappedValue: session())
    }

    var body: some View {
        VStack {
            AccountView(session: session)
            SignOutButton<Provider>()
        }
        .environmentObject(session)
    }
}

struct SignOutButton<Provider: SessionProviding>: View {
    @EnvironmentObject var session: Provider

    var body: some View {
        Button("Sign out") { session.signOut() }
    }
}

struct AccountScreen: View {
    @StateObject private var session = Session()

    var body: some View {
        RenameView(session: session)
    }
}
