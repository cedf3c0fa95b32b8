import SwiftUI

struct Flight: Identifiable {
    let id: String
    var route: String
}

struct FlightsAPI {
    func search(from origin: String, to destination: String) async throws -> [Flight] {
        []
    }
}

@MainActor
final class FlightSearchViewModel: ObservableObject {
    @Published var isSearching = false
    @Published var showError = false
    @Published var flights: [Flight] = []

    private let api = FlightsAPI()

    func search(from origin: String, to destination: String) async {
        isSearching = true
        showError = false
        do {
            flights = try await api.search(from: origin, to: destination)
        } catch {
            showError = true
        }
        isSearching = false
    }
}
