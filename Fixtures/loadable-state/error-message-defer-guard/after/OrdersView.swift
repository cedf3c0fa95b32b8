import SwiftUI

struct OrdersView: View {
    @StateObject private var viewModel = OrdersViewModel(service: OrdersService())

    var body: some View {
        List {
            if let message = viewModel.orders.error?.localizedDescription {
                Text(message)
                    .foregroundStyle(.red)
            }
            ForEach(viewModel.orders.value ?? []) { order in
                Text(order.number)
            }
        }
        .overlay {
            if viewModel.orders.isLoading {
                ProgressView()
            }
        }
        .navigationTitle(viewModel.orders.error == nil ? "Orders" : "Orders (offline)")
        .refreshable {
            await viewModel.fetchOrders()
        }
    }
}
