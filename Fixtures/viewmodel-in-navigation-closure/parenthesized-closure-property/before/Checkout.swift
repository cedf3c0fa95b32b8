import SwiftUI

struct Order {
    var quantity: Int
}

final class CheckoutViewModel: ObservableObject {
    @Published var order: Order

    init(order: Order) {
        self.order = order
    }
}

struct CheckoutView: View {
    @ObservedObject var viewModel: CheckoutViewModel

    /// A function type in parentheses is still a closure the initializer must let escape.
    var onSubmit: ((Order) -> Void)

    var body: some View {
        Button("Order \(viewModel.order.quantity)") {
            onSubmit(viewModel.order)
        }
    }
}

struct OrderFormView: View {
    @State private var showsCheckout = false

    var body: some View {
        Button("Check out") { showsCheckout = true }
            .sheet(isPresented: $showsCheckout) {
                CheckoutView(
                    viewModel: CheckoutViewModel(order: Order(quantity: 1)),
                    onSubmit: { _ in showsCheckout = false }
                )
            }
    }
}
