import SwiftUI

struct ShopView: View {
    @StateObject private var cart = CartViewModel()

    var body: some View {
        NavigationStack {
            Text("Shop")
                .toolbar {
                    CartBadge()
                }
        }
        .environmentObject(cart)
        .task {
            await cart.loadCart()
        }
    }
}
