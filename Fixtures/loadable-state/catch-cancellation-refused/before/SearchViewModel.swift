import SwiftUI

struct SearchResult: Identifiable {
    let id: Int
}

struct SearchAPI {
    func search(_ query: String) async throws -> [SearchResult] {
        []
    }
}

@MainActor
final class SearchViewModel: ObservableObject {
    @Published var isSearching = false
    @Published var error: Error?
    @Published var results: [SearchResult] = []

    private let api = SearchAPI()

    func search(_ query: String) async {
        isSearching = true
        defer { isSearching = false }
        error = nil
        do {
            results = try await api.search(query)
        } catch is CancellationError {
            // A newer query replaced this one.
        } catch {
            self.error = error
        }
    }
}
