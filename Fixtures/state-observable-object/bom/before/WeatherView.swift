import SwiftUI

final class WeatherModel: ObservableObject {
    @Published var temperature = 21.5
}

struct WeatherView: View {
    @State private var weather = WeatherModel()

    var body: some View {
        Text("\(weather.temperature) °C")
    }
}
