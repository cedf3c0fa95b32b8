import SwiftUI

struct Departure: Identifiable {
    let id: String
    var destination: String
}

struct RailAPI {
    func departures(from station: String) async throws -> [Departure] {
        []
    }
}

@MainActor
final class TrainsViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var showError = false
    @Published var departures: [Departure] = []

    let station: String
    private let api = RailAPI()

    init(station: String) {
        self.station = station
    }

    func loadDepartures() async {
        isLoading = true
        showError = false
        do {
            departures = try await api.departures(from: station)
        } catch {
            showError = true
        }
        isLoading = false
    }
}
