import SwiftUI

/// Never names the model's type: only the function it calls says what it holds.
struct ForecastBadge: View {
    @ObservedObject var forecast = currentWeather()

    var body: some View {
        Text("\(forecast.temperature)°")
    }
}
