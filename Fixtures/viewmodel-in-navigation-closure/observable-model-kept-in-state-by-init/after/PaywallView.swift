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

protocol PlanStore {}

struct LocalPlanStore: PlanStore {}

@Observable
final class PlanEditorModel<Store: PlanStore> {
    var name = ""

    init(store: Store) {}
}

/// Keeps a model of a generic type in `@State`.
struct PlanEditor<Store: PlanStore>: View {
    @State private var model: PlanEditorModel<Store>

    init(model: PlanEditorModel<Store>) {
        self.model = model
    }

    var body: some View {
        Text(model.name)
    }
}

/// Keeps the model in `@State` through either initializer: one hands it to the other.
struct PlanHistory<Footer: View>: View {
    @State private var model: PaywallModel
    private let footer: () -> Footer

    init(model: PaywallModel, @ViewBuilder footer: @escaping () -> Footer) {
        self.model = model
        self.footer = footer
    }

    init(model: PaywallModel) where Footer == EmptyView {
        self.init(model: model, footer: { EmptyView() })
    }

    var body: some View {
        VStack {
            Text(model.plan)
            footer()
        }
    }
}
