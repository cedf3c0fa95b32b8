import Combine
import SwiftUI

/// Returned by `resolved`, whose generic result its caller chooses: it stays an `ObservableObject`.
final class CheckoutCart: ObservableObject {
    @Published var items = 0
}

struct CartBadge: View {
    let cartKey = "cart"

    var body: some View {
        let cart: CheckoutCart = resolved(cartKey)
        Text("\(cart.items) items")
    }
}
