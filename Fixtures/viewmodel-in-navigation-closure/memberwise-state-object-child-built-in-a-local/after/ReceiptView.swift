import SwiftUI

final class ReceiptViewModel: ObservableObject {
    @Published var isSharing = false
    let orderID: Int

    init(orderID: Int) {
        self.orderID = orderID
    }
}

struct ReceiptView: View {
    @StateObject var viewModel: ReceiptViewModel

    var body: some View {
        Toggle("Share", isOn: $viewModel.isSharing)
    }
}

struct OrdersView: View {
    @State private var selectedOrder: Int?

    var body: some View {
        List(0..<3, id: \.self) { order in
            Button("Order \(order)") { selectedOrder = order }
        }
        .toolbar {
            // Built in the argument, which the memberwise initializer defers: not reported.
            NavigationLink(destination: ReceiptView(viewModel: ReceiptViewModel(orderID: 0))) {
                Text("Latest")
            }
        }
        .sheet(item: $selectedOrder) { order in
            // Built before the call, on every run of the closure: the memberwise
            // initializer's autoclosure only defers what is built in the argument.
            ReceiptView(viewModel: ReceiptViewModel(orderID: order))
        }
    }
}

extension Int: @retroactive Identifiable {
    public var id: Int { self }
}
