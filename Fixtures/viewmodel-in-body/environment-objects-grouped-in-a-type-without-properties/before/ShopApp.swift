import SwiftUI

final class Session: ObservableObject {
    @Published var name = ""
}

final class Cart: ObservableObject {
    @Published var count = 0
}

@main
struct ShopApp: App {
    /// The shop's one window; both objects go above this comment, together.
    var body: some Scene {
        WindowGroup {
            ShopRoot()
                .environmentObject(Session())
                .environmentObject(Cart())
        }
    }
}

struct ShopRoot: View {
    @EnvironmentObject var session: Session
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("\(session.name): \(cart.count)")
    }
}
