import SwiftUI

struct AccountView<Provider: SessionProviding>: View {
    @ObservedObject var session: Provider

    var body: some View {
        Text(session.userName)
    }
}

struct AccountScreen: View {
    @StateObject private var session = Session()

    var body: some View {
        AccountView(session: session)
    }
}
