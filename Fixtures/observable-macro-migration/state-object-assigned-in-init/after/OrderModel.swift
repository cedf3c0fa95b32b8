import Combine
import Observation

@MainActor
@Observable
final class OrderModel {
    private(set) var lines: [String] = []
    let orderID: Int

    init(orderID: Int) {
        self.orderID = orderID
        reload()
    }

    func reload() {
        lines = ["Order \(orderID)"]
    }
}
