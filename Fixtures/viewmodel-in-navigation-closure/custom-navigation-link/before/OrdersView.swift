import SwiftUI

struct Order: Identifiable {
    let id: Int
    var title: String
}

struct OrdersView: View {
    let orders: [Order]

    var body: some View {
        NavigationStack {
            List {
                ForEach(orders) { order in
                    LazyNavigationLink(destination: OrderDetailView(viewModel: OrderDetailViewModel(order: order))) {
                        Text(order.title)
                    }
                }
            }
        }
    }
}
