import SwiftUI

struct CartBadge: View {
    @EnvironmentObject var cart: CartViewModel

    var body: some View {
        HStack {
            Image(systemName: "cart")
            summary(of: cart)
        }
    }

    @ViewBuilder
    private func summary(of model: CartViewModel) -> some View {
        if model.isLoading {
            ProgressView()
        } else if model.error != nil {
            Image(systemName: "exclamationmark.triangle")
        } else {
            Text("\(model.items.count)")
        }
    }
}
