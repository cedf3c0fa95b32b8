import Foundation
import SwiftUI

struct Forecast {
    var summary: String
}

protocol WeatherService {
    func forecast(for city: String, completion: @escaping (Result<Forecast, Error>) -> Void)
}

final class WeatherViewModel: ObservableObject {
    @Published var forecast: Loadable<Forecast> = .notInitiated

    private let service: WeatherService

    init(service: WeatherService) {
        self.service = service
    }

    func refresh(city: String) {
        self.forecast = .loading
        service.forecast(for: city) { result in
            DispatchQueue.main.async {
                switch result {
                case let .success(forecast):
                    self.forecast = .success(forecast)
                case let .failure(error):
                    self.forecast = .failure(error)
                }
            }
        }
    }
}
