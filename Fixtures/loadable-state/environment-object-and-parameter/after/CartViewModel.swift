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
    @Published var items: Loadable<[CartItem]> = .notInitiated

    private let api = CartAPI()

    func loadCart() async {
        items = .loading
        do {
            items = .success(try await api.items())
        } catch {
            items = .failure(error)
        }
    }
}
