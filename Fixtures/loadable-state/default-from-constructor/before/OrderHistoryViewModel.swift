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
    @Published var isLoading = false
    @Published var error: Error?
    @Published var orders = [Order]()

    private let store: OrderStore

    init(store: OrderStore) {
        self.store = store
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            orders = try await store.fetchOrders()
        } catch {
            self.error = error
        }
    }
}
