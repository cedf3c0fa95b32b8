import SwiftUI

final class OrderClient {
    func status(of id: String) async -> String { "shipped" }
}

@MainActor
final class OrderViewModel: ObservableObject {
    @Published var status = "…"
    var orderID = ""
    var client: OrderClient

    init(orderID: String = "", client: OrderClient) {
        self.orderID = orderID
        self.client = client
    }

    func refresh() async {
        status = await client.status(of: orderID)
    }
}

struct OrderView: View {
    private let orderID: String
    private let client: OrderClient
    @StateObject private var model: OrderViewModel

    init(orderID: String, client: OrderClient) {
        self.orderID = orderID
        self.client = client
        _model = StateObject(wrappedValue: OrderViewModel(orderID: orderID, client: client))
    }

    var body: some View {
        Text(model.status)
            .refreshable { await model.refresh() }
    }
}
