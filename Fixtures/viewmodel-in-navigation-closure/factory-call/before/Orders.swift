import SwiftUI

struct Order: Identifiable, Hashable {
    let id: Int
}

final class OrderDetailViewModel: ObservableObject {
    @Published var order: Order

    init(order: Order) {
        self.order = order
    }
}

/// Builds the screens' models with their dependencies.
final class AppContainer {
    func makeOrderDetailViewModel(order: Order) -> OrderDetailViewModel {
        OrderDetailViewModel(order: order)
    }
}

struct OrderDetailView: View {
    @ObservedObject var viewModel: OrderDetailViewModel

    var body: some View {
        Text("Order \(viewModel.order.id)")
    }
}

struct OrdersView: View {
    let container: AppContainer
    let orders: [Order]

    var body: some View {
        NavigationStack {
            List(orders) { order in
                NavigationLink("Order \(order.id)") {
                    OrderDetailView(viewModel: container.makeOrderDetailViewModel(order: order))
                }
            }
        }
    }
}
