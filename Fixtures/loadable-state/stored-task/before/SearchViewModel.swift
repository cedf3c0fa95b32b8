import SwiftUI

struct Place: Identifiable {
    let id: Int
}

struct PlacesAPI {
    func search(_ text: String) async throws -> [Place] {
        []
    }
}

@MainActor
final class SearchViewModel: ObservableObject {
    @Published var isSearching = false
    @Published var error: Error?
    @Published var places: [Place] = []

    private let api = PlacesAPI()
    // Kept so that a newer query cancels the one in flight.
    private var searchTask: Task<Void, Never>?

    func search(_ text: String) {
        searchTask?.cancel()
        isSearching = true
        error = nil
        searchTask = Task {
            do {
                places = try await api.search(text)
            } catch {
                self.error = error
            }
            isSearching = false
        }
    }
}
