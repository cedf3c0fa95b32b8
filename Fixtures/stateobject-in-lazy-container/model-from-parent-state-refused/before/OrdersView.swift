import SwiftUI

struct Order: Identifiable {
    let id: Int
}

final class OrdersClient {}

final class OrdersViewModel: ObservableObject {
    @Published var orders: [Order] = []
}

final class OrderRowModel: ObservableObject {
    init(order: Order, client: OrdersClient) {}
}

struct OrderRow: View {
    @ObservedObject var model: OrderRowModel

    var body: some View { Text("Order") }
}

struct OrdersView: View {
    @StateObject private var viewModel = OrdersViewModel()
    let client: OrdersClient

    var body: some View {
        List {
            ForEach(viewModel.orders) { order in
                OrderRow(model: OrderRowModel(order: order, client: client))
            }
        }
    }
}
