import Foundation

struct Product {
    let id: Int
    var name: String
}

struct CatalogClient {
    func products() async throws -> [Product] {
        []
    }
}

/// Keeps the last downloaded catalog for the sync job; not observed by any view.
final class CatalogCache {
    var isLoading = false
    var error: Error?
    var products: [Product] = []

    private let client = CatalogClient()

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            products = try await client.products()
        } catch {
            self.error = error
        }
    }
}
