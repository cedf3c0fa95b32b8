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
    @Published var forecast: Loadable<[DailyForecast]> = .notInitiated
    @Published var city = "Lisbon"

    private let client = WeatherClient()

    func loadForecast() async {
        // Show the spinner while the forecast loads.
        forecast = .loading
        let requestedCity = city
        do {
            forecast = .success(try await client.forecast(for: requestedCity))
        } catch {
            forecast = .failure(error)
        }
    }
}
