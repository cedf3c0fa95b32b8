import SwiftUI

final class InventoryModel: ObservableObject {
    @Published var quantity = ""

    init(sku: String, count: Int, onUpdate: @escaping (String) -> Void) {}
}

/// The arguments aligned under the model's parenthesis stay under it once the model is wrapped
/// in 'StateObject(wrappedValue:)'; the closure's body, indented from its statement, stays.
struct InventoryView: View {
    @ObservedObject private var viewModel: InventoryModel

    init(sku: String, onUpdate: @escaping (String) -> Void) {
        viewModel = InventoryModel(sku: sku,
                                   count: 1,
                                   onUpdate: { value in
            onUpdate(value)
        })
    }

    var body: some View {
        Text(viewModel.quantity)
    }
}
