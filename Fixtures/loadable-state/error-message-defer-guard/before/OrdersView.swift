import SwiftUI

struct OrdersView: View {
    @StateObject private var viewModel = OrdersViewModel(service: OrdersService())

    var body: some View {
        List {
            if let message = viewModel.errorMessage {
                Text(message)
                    .foregroundStyle(.red)
            }
            ForEach(viewModel.orders) { order in
                Text(order.number)
            }
        }
        .overlay {
            if viewModel.isFetching {
                ProgressView()
            }
        }
        .navigationTitle(viewModel.errorMessage == nil ? "Orders" : "Orders (offline)")
        .refreshable {
            await viewModel.fetchOrders()
        }
    }
}
