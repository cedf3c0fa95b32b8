import SwiftUI

final class AppState: ObservableObject {
    @Published var isSignedIn = false
}

final class CartStore: ObservableObject {
    @Published var items: [String] = []
}

enum Migration {
    static func run(_ state: AppState) {}
}

final class Analytics {
    static let shared = Analytics()
    func track(_ cart: CartStore) {}
}

@main
struct ShopApp: App {
    @ObservedObject var appState = AppState()
    @ObservedObject var cart: CartStore

    init() {
        cart = CartStore()
        Migration.run(appState)
        Analytics.shared.track(cart)
    }

    var body: some Scene {
        WindowGroup {
            Text(appState.isSignedIn ? "\(cart.items.count)" : "Sign in")
        }
    }
}
