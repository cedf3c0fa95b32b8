import Combine

@MainActor
final class OrderModel: ObservableObject {
    @Published private(set) var lines: [String] = []
    let orderID: Int

    init(orderID: Int) {
        self.orderID = orderID
        reload()
    }

    func reload() {
        lines = ["Order \(orderID)"]
    }
}
