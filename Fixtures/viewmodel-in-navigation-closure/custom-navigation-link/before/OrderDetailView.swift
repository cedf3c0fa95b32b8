import SwiftUI

final class OrderDetailViewModel: ObservableObject {
    @Published var order: Order
    @Published var isRefunding = false

    init(order: Order) {
        self.order = order
    }
}

struct OrderDetailView: View {
    @ObservedObject var viewModel: OrderDetailViewModel

    var body: some View {
        Text(viewModel.order.title)
            .onTapGesture { viewModel.isRefunding = true }
    }
}
