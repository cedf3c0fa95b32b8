import Combine
import Foundation

struct Order: Identifiable {
    let id: Int
    var summary: String
}

protocol OrderStore {
    func fetchOrders() async throws -> [Order]
}

@MainActor
final class OrderHistoryViewModel: ObservableObject {
    @Published var orders: Loadable<[Order]> = .notInitiated

    private let store: OrderStore

    init(store: OrderStore) {
        self.store = store
    }

    func load() async {
        orders = .loading
        do {
            orders = .success(try await store.fetchOrders())
        } catch {
            orders = .failure(error)
        }
    }
}
