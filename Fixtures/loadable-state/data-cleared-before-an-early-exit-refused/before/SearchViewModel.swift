import SwiftUI

struct SearchAPI {
    func search(_ query: String) async throws -> [String] {
        [query]
    }
}

@MainActor
final class SearchViewModel: ObservableObject {
    @Published var isSearching = false
    @Published var error: Error?
    @Published var results: [String] = []

    private let api = SearchAPI()

    func search(_ query: String) async {
        // An empty query shows no results and loads nothing.
        results = []
        guard !query.isEmpty else { return }
        isSearching = true
        defer { isSearching = false }
        error = nil
        do {
            results = try await api.search(query)
        } catch {
            self.error = error
        }
    }
}
