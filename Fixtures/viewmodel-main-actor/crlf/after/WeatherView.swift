import SwiftUI

// Weather for the current location.
@MainActor
final class WeatherViewModel: ObservableObject {
    @Published var temperature = 21.5

    func reload() async {
        temperature = 22
    }
}

struct WeatherView: View {
    @StateObject private var weather = WeatherViewModel()

    var body: some View {
        Text("\(weather.temperature)")
            .task { await weather.reload() }
    }
}
