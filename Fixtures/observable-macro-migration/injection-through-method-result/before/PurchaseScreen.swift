import Combine
import SwiftUI

final class PurchaseHandler: ObservableObject {
    @Published var isPurchasing = false
}

extension PurchaseHandler {
    /// A keyword as a method name, called without its backticks.
    static func `default`(trial: Bool = false) -> Self {
        .init()
    }
}

struct PurchaseButton: View {
    @EnvironmentObject private var handler: PurchaseHandler

    var body: some View {
        Text(handler.isPurchasing ? "Purchasing" : "Buy")
    }
}

struct PurchaseScreen: View {
    var body: some View {
        PurchaseButton()
            .environmentObject(PurchaseHandler.default())
    }
}
