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
    @Published var books: Loadable<[Book]> = .notInitiated

    private let api = CatalogAPI()

    func loadBooks() async {
        books = .loading
        do {
            books = .success(try await api.books())
        } catch {
            books = .failure(error)
        }
    }
}
