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
    @Published var isFetching = false
    @Published var errorMessage: String?
    @Published var orders: [Order] = []

    private let service: OrdersService

    init(service: OrdersService) {
        self.service = service
    }

    func fetchOrders() async {
        guard !isFetching else { return }
        isFetching = true
        defer { isFetching = false }
        errorMessage = nil
        do {
            orders = try await service.recentOrders()
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
