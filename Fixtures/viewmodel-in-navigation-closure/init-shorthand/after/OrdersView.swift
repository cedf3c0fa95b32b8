import SwiftUI

struct Order: Identifiable, Hashable {
    let id: Int
    var number: String
    var total: Double
}

struct OrdersView: View {
    let orders: [Order]

    var body: some View {
        NavigationStack {
            List(orders) { order in
                NavigationLink(value: order) {
                    HStack {
                        Text(order.number)
                        Spacer()
                        Text(order.total, format: .number)
                    }
                }
            }
            .navigationDestination(for: Order.self) { order in
                OrderDetailView(id: order.id)
            }
        }
    }
}
