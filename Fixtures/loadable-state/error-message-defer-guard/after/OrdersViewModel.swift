import Combine
import Foundation

struct Order: Identifiable {
    let id: UUID
    var number: String
}

final class OrdersService {
    func recentOrders() async throws -> [Order] {
        []
    }
}

@MainActor
final class OrdersViewModel: ObservableObject {
    @Published var orders: Loadable<[Order]> = .notInitiated

    private let service: OrdersService

    init(service: OrdersService) {
        self.service = service
    }

    func fetchOrders() async {
        guard !orders.isLoading else { return }
        orders = .loading
        do {
            orders = .success(try await service.recentOrders())
        } catch {
            orders = .failure(error)
        }
    }
}
