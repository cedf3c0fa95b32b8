import SwiftUI

struct CartView: View {
    @Environment(Cart.self) private var cart
    let log: AuditLog

    var body: some View {
        @Bindable var cart = cart
        Text("\(cart.items.count)")
    }
}

struct ShopView: View {
    @State private var cart = Cart()

    var body: some View {
        CartView(log: AuditLog())
            .environment(cart)
    }
}
