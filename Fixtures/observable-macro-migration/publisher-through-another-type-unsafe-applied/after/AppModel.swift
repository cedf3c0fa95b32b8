import Combine
import Observation

@Observable
final class ThemeSettings {
    var accent = "blue" {
        willSet { accentSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var accentSubject = CurrentValueSubject<String, Never>(accent)
    var accentPublisher: AnyPublisher<String, Never> { accentSubject.eraseToAnyPublisher() }
}

/// Not observable itself: it only wires the app together.
final class AppModel {
    let theme = ThemeSettings()
}
