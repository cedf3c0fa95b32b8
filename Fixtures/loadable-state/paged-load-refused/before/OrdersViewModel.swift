import SwiftUI

struct Order: Identifiable {
    let id: Int
}

enum Page {
    case first, next
}

protocol OrderService {
    func orders(after id: Int?) async throws -> [Order]
}

/// Adds each further page to the orders it has: one `Loadable` value set on every success would
/// drop the earlier pages.
@MainActor
final class OrdersViewModel: ObservableObject {
    @Published private(set) var orders: [Order] = []
    @Published private(set) var isLoading = false
    @Published private(set) var error: Error?

    private let service: OrderService

    init(service: OrderService) {
        self.service = service
    }

    func loadOrders(_ page: Page) async {
        isLoading = true
        error = nil
        do {
            let fetched = try await service.orders(after: page == .first ? nil : orders.last?.id)
            switch page {
            case .first:
                orders = fetched
            case .next:
                orders.append(contentsOf: fetched)
            }
        } catch {
            self.error = error
        }
        isLoading = false
    }
}
