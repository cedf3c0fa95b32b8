import SwiftUI

final class CartModel: ObservableObject {
    @Published var items: [String] = []
}

struct CartView: View {
    // Read by previews, written only here.
    @StateObject var cart = CartModel()

    var body: some View {
        Text("\(cart.items.count) items")
    }
}
