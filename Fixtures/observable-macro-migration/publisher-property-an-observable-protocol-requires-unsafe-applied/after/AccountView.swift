import Combine
import SwiftUI

struct AccountView<Service: AuthServiceProtocol>: View {
    var service: Service
    @State private var signedIn = false

    var body: some View {
        Text(service.user?.email ?? "Signed out")
            .onReceive(service.userPublisher) { signedIn = $0 != nil }
    }
}

struct AccountScreen: View {
    @State private var service = AuthService()

    var body: some View {
        AccountView(service: service)
    }
}
