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
    @Published var places: Loadable<[Place]> = .notInitiated

    private let api = PlacesAPI()
    // Kept so that a newer query cancels the one in flight.
    private var searchTask: Task<Void, Never>?

    func search(_ text: String) {
        searchTask?.cancel()
        places = .loading
        searchTask = Task {
            do {
                places = .success(try await api.search(text))
            } catch {
                self.places = .failure(error)
            }
        }
    }
}
