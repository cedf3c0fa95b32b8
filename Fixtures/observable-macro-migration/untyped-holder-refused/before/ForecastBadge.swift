import SwiftUI

/// Never names the model's type: only the function it calls says what it holds.
struct ForecastBadge: View {
    @ObservedObject var forecast = currentWeather()

    var body: some View {
        Text("\(forecast.temperature)°")
    }
}

/// A generic resolver returns whatever it is asked for: its declaration tells nothing.
struct TomorrowBadge: View {
    @ObservedObject var tomorrow = resolve(WeatherModel.self)

    var body: some View {
        Text("\(tomorrow.temperature)°")
    }
}
