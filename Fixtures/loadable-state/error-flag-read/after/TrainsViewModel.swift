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
    @Published var departures: Loadable<[Departure]> = .notInitiated

    let station: String
    private let api = RailAPI()

    init(station: String) {
        self.station = station
    }

    func loadDepartures() async {
        departures = .loading
        do {
            departures = .success(try await api.departures(from: station))
        } catch {
            departures = .failure(error)
        }
    }
}
