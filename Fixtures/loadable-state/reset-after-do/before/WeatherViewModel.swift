import Foundation
import SwiftUI

struct DailyForecast: Identifiable {
    let id: Int
    var summary: String
}

struct WeatherClient {
    func forecast(for city: String) async throws -> [DailyForecast] {
        []
    }
}

@MainActor
final class WeatherViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var forecast: [DailyForecast] = []
    @Published var city = "Lisbon"

    private let client = WeatherClient()

    func loadForecast() async {
        // Show the spinner while the forecast loads.
        isLoading = true
        error = nil
        let requestedCity = city
        do {
            forecast = try await client.forecast(for: requestedCity)
        } catch {
            self.error = error
        }
        isLoading = false
    }
}
