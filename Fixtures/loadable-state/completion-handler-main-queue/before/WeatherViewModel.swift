import Foundation
import SwiftUI

struct Forecast {
    var summary: String
}

protocol WeatherService {
    func forecast(for city: String, completion: @escaping (Result<Forecast, Error>) -> Void)
}

final class WeatherViewModel: ObservableObject {
    @Published var forecast: Forecast?
    @Published var loading = false
    @Published var error: Error?

    private let service: WeatherService

    init(service: WeatherService) {
        self.service = service
    }

    func refresh(city: String) {
        loading = true
        service.forecast(for: city) { result in
            DispatchQueue.main.async {
                defer { self.loading = false }
                switch result {
                case let .success(forecast):
                    self.forecast = forecast
                    self.error = nil
                case let .failure(error):
                    self.error = error
                }
            }
        }
    }
}
