import SwiftUI

struct Book: Identifiable {
    let id: Int
    let title: String
}

struct CatalogPage {
    let books: [Book]
    let isLast: Bool
}

struct CatalogClient {
    func firstPage() async throws -> CatalogPage {
        CatalogPage(books: [], isLast: true)
    }
}

@MainActor
final class CatalogViewModel: ObservableObject {
    // Shows a spinner until the first page arrives.
    @Published var isLoading = true
    @Published var error: Error?
    @Published var books: [Book] = []
    // Not shown: decides whether to ask for another page.
    private(set) var hasMore = true

    private let client = CatalogClient()

    func load() async {
        error = nil
        do {
            let page = try await client.firstPage()
            hasMore = !page.isLast
            books = page.books
        } catch {
            self.error = error
        }
        isLoading = false
    }
}

/// Its Bool that starts true marks the first page, not a load in flight: not a loading flag.
@MainActor
final class ShelfViewModel: ObservableObject {
    @Published var isFirstPage = true
    @Published var error: Error?
    @Published var books: [Book] = []

    private let client = CatalogClient()

    func load() async {
        error = nil
        do {
            books = try await client.firstPage().books
        } catch {
            self.error = error
        }
        isFirstPage = false
    }
}
