import SwiftUI

struct Forecast: Identifiable {
    let id: Int
    var summary: String
}

struct ForecastAPI {
    func fetchForecasts() async throws -> [Forecast] {
        []
    }
}

@MainActor
final class ForecastModel: ObservableObject {
    @Published var forecasts: Loadable<[Forecast]> = .notInitiated

    private let api = ForecastAPI()

    func load() async {
        forecasts = .loading
        do {
            forecasts = .success(try await api.fetchForecasts())
        } catch {
            forecasts = .failure(error)
        }
    }
}
