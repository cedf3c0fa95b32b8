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
    @Published private(set) var books: [Book] = []
    @Published private(set) var isLoading = false
    @Published private(set) var error: Error?

    private let api = LibraryAPI()
    private(set) var lastLoadDuration: TimeInterval = 0

    func load() async {
        isLoading = true
        error = nil
        let started = Date()
        defer {
            isLoading = false
            // Timing stays: only the flag's reset goes.
            lastLoadDuration = Date().timeIntervalSince(started)
        }

        do {
            books = try await api.books()
        } catch {
            self.error = error
        }
    }
}
