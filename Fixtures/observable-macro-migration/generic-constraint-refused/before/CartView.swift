import Combine
import SwiftUI

struct CartView: View {
    @StateObject private var cart = CartModel()
    @State private var subscription: AnyCancellable?

    var body: some View {
        Text("\(cart.items.count) items in \(cart.analyticsName)")
            .onAppear { subscription = trackChanges(of: cart) }
    }
}

struct DebugPanel: View {
    let models: [any ObservableObject]

    var body: some View {
        Text("\(models.count) models")
    }
}

struct CartDebugView: View {
    @StateObject private var cart = CartModel()

    var body: some View {
        DebugPanel(models: [cart])
    }
}
