import SwiftUI

@Observable
final class PaywallModel {
    var plan = "monthly"
    var onPurchase: (() -> Void)?

    init(source: String) {}
}

/// Keeps the first model in `@State`, and hands the callback to each model it is given.
struct PaywallView: View {
    @State private var model: PaywallModel
    private let onSkip: (() -> Void)?

    init(model: PaywallModel, onSkip: (() -> Void)? = nil, onPurchase: (() -> Void)? = nil) {
        self._model = State(initialValue: model)
        self.onSkip = onSkip
        if let onPurchase {
            model.onPurchase = onPurchase
        }
    }

    var body: some View {
        Text(model.plan)
    }
}

/// Holds the model in a plain property and sets it up too: the rule cannot move it.
struct PlanPicker: View {
    let model: PaywallModel

    init(model: PaywallModel, onPurchase: @escaping () -> Void) {
        self.model = model
        model.onPurchase = onPurchase
    }

    var body: some View {
        Text(model.plan)
    }
}
