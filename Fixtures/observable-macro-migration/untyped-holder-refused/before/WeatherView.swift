import SwiftUI

struct WeatherView: View {
    @StateObject private var model = WeatherModel.make()

    var body: some View {
        Text("\(model.temperature)°")
    }
}

struct WeatherPreview: View {
    var body: some View {
        WeatherView()
            .environmentObject(WeatherModel.make())
    }
}
