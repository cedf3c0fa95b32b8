import SwiftUI

struct CartView: View {
    @StateObject private var cart = CartModel()

    var body: some View {
        VStack {
            ForEach(cart.items, id: \.self) { item in
                Text(item)
            }
            Button("Clear") {
                cart.items = []
                cart.discount += 5
            }
        }
    }
}
