import SwiftUI

final class WeatherService {}

final class WeatherViewModel: ObservableObject {
    @Published var temperature = 0.0
    var city: String?
    private let service: WeatherService

    init(service: WeatherService = WeatherService()) {
        self.service = service
    }
}

struct WeatherView: View {
    let city: String
    @StateObject private var viewModel = WeatherViewModel()

    var body: some View {
        Text("\(viewModel.temperature)")
            .onAppear { viewModel.city = city }
    }
}
