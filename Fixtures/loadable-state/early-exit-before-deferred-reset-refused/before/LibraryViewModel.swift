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
    var isSignedIn = true

    func load() async {
        isLoading = true
        error = nil
        defer {
            isLoading = false
        }
        // Returning here ends the load with neither books nor an error.
        guard isSignedIn else { return }

        do {
            books = try await api.books()
        } catch {
            self.error = error
        }
    }
}
