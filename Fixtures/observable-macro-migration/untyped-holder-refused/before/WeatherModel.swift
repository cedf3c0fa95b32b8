import Combine

final class WeatherModel: ObservableObject {
    @Published var temperature = 20

    static func make() -> WeatherModel { WeatherModel() }
}

func currentWeather() -> WeatherModel {
    WeatherModel.make()
}
