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
    @Published var isLoading = false
    @Published var error: Error?
    @Published var forecasts: [Forecast] = []

    private let api = ForecastAPI()

    func load() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            forecasts = try await api.fetchForecasts()
        } catch {
            self.error = error
        }
    }
}
