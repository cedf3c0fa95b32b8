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
        if model.items.isLoading {
            ProgressView()
        } else if model.items.error != nil {
            Image(systemName: "exclamationmark.triangle")
        } else {
            Text("\((model.items.value ?? []).count)")
        }
    }
}
