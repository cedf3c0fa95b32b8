import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

struct CatalogAPI {
    func books() async throws -> [Book] {
        []
    }
}

@MainActor
final class LibraryViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var books: [Book] = []

    private let api = CatalogAPI()

    func loadBooks() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            books = try await api.books()
        } catch {
            self.error = error
        }
    }
}
