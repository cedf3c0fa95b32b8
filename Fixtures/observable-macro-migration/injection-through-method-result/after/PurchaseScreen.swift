import Combine
import SwiftUI

@Observable
final class PurchaseHandler {
    var isPurchasing = false
}

extension PurchaseHandler {
    /// A keyword as a method name, called without its backticks.
    static func `default`(trial: Bool = false) -> Self {
        .init()
    }
}

struct PurchaseButton: View {
    @Environment(PurchaseHandler.self) private var handler

    var body: some View {
        Text(handler.isPurchasing ? "Purchasing" : "Buy")
    }
}

struct PurchaseScreen: View {
    var body: some View {
        PurchaseButton()
            .environment(PurchaseHandler.default())
    }
}
