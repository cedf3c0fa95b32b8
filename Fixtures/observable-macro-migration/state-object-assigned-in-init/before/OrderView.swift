import SwiftUI

struct OrderView: View {
    @StateObject private var model: OrderModel
    let title: String

    init(orderID: Int, title: String) {
        _model = StateObject(wrappedValue: OrderModel(orderID: orderID))
        self.title = title
    }

    var body: some View {
        List(model.lines, id: \.self) { line in
            Text(line)
        }
        .navigationTitle(title)
    }
}

struct OrdersScreen: View {
    var body: some View {
        OrderView(orderID: 7, title: "Latest")
    }
}
