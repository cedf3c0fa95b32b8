import Combine

final class WeatherModel: ObservableObject {
    @Published var temperature = 20

    static func make() -> WeatherModel { WeatherModel() }
}

func currentWeather() -> WeatherModel {
    WeatherModel.make()
}

private var services: [ObjectIdentifier: AnyObject] = [:]

func resolve<Service: AnyObject>(_ type: Service.Type) -> Service {
    services[ObjectIdentifier(type)] as! Service
}
