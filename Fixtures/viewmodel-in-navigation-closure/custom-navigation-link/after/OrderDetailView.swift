import SwiftUI

final class OrderDetailViewModel: ObservableObject {
    @Published var order: Order
    @Published var isRefunding = false

    init(order: Order) {
        self.order = order
    }
}

struct OrderDetailView: View {
    @StateObject private var viewModel: OrderDetailViewModel

    init(order: Order) {
        _viewModel = StateObject(wrappedValue: OrderDetailViewModel(order: order))
    }

    var body: some View {
        Text(viewModel.order.title)
            .onTapGesture { viewModel.isRefunding = true }
    }
}
