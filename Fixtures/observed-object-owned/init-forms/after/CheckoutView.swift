import SwiftUI

enum Checkout {
    final class Model: ObservableObject {
        @Published var total = 0.0
    }
}

final class PaymentModel: ObservableObject {
    @Published var method: String

    init(method: String = "card") {
        self.method = method
    }
}

final class ReceiptModel<Item>: ObservableObject {
    @Published var items: [Item] = []
}

struct CheckoutView: View {
    @StateObject var checkout = Checkout.Model()
    @StateObject var payment = PaymentModel.init(method: "apple-pay")
    @StateObject var confirmation: PaymentModel = .init()
    @StateObject var receipt = ReceiptModel<String>()

    var body: some View {
        VStack {
            Text("Total: \(checkout.total)")
            Text(payment.method)
            Text(confirmation.method)
            Text("\(receipt.items.count) items")
        }
    }
}
