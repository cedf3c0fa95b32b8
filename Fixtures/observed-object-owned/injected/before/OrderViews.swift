import SwiftUI

final class OrderModel: ObservableObject {
    @Published var status = "Pending"
    let id: Int

    init(id: Int) {
        self.id = id
    }
}

struct OrderRow: View {
    @ObservedObject var order: OrderModel

    var body: some View {
        Text(order.status)
    }
}

struct OrderDetail: View {
    @ObservedObject private var order: OrderModel

    init(order: OrderModel) {
        self.order = order
    }

    var body: some View {
        Text("Order #\(order.id): \(order.status)")
    }
}

struct OrderSummary: View {
    @ObservedObject var order: OrderModel

    init(order: OrderModel) {
        _order = ObservedObject(wrappedValue: order)
    }

    var body: some View {
        Text(order.status)
    }
}
