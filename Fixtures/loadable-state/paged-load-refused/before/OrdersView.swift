import SwiftUI

struct OrdersView: View {
    @ObservedObject var viewModel: OrdersViewModel

    var body: some View {
        List {
            ForEach(viewModel.orders) { order in
                Text("\(order.id)")
            }
            if viewModel.isLoading {
                ProgressView()
            } else if viewModel.error != nil {
                Text("Unable to load orders")
            }
        }
        .task { await viewModel.loadOrders(.first) }
    }
}
