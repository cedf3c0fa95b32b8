import SwiftUI

struct CartItem: Identifiable {
    let id: Int
    var name: String
}

struct CartAPI {
    func items() async throws -> [CartItem] {
        []
    }
}

@MainActor
final class CartViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var items: [CartItem] = []

    private let api = CartAPI()

    func loadCart() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            items = try await api.items()
        } catch {
            self.error = error
        }
    }
}
