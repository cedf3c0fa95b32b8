import SwiftUI

final class OrderClient {
    func status(of id: String) async -> String { "shipped" }
}

@MainActor
final class OrderViewModel: ObservableObject {
    @Published var status = "…"
    var orderID = ""
    var client: OrderClient?

    func refresh() async {
        guard let client else { return }
        status = await client.status(of: orderID)
    }
}

struct OrderView: View {
    private let orderID: String
    private let client: OrderClient
    @StateObject private var model = OrderViewModel()

    init(orderID: String, client: OrderClient) {
        self.orderID = orderID
        self.client = client
    }

    var body: some View {
        Text(model.status)
            .task {
                self.model.orderID = self.orderID
                model.client = client
            }
            .refreshable { await model.refresh() }
    }
}
