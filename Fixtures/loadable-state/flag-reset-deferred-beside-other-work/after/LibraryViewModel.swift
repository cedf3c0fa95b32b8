import Combine
import Foundation

struct Book: Identifiable {
    let id: Int
    var title: String
}

struct LibraryAPI {
    func books() async throws -> [Book] {
        []
    }
}

@MainActor
final class LibraryViewModel: ObservableObject {
    @Published private(set) var books: Loadable<[Book]> = .notInitiated

    private let api = LibraryAPI()
    private(set) var lastLoadDuration: TimeInterval = 0

    func load() async {
        books = .loading
        let started = Date()
        defer {
            // Timing stays: only the flag's reset goes.
            lastLoadDuration = Date().timeIntervalSince(started)
        }

        do {
            books = .success(try await api.books())
        } catch {
            books = .failure(error)
        }
    }
}
