import Combine
import Observation

@Observable
final class ThemeSettings {
    var accent = "blue"
}

/// Not observable itself: it only wires the app together.
final class AppModel {
    let theme = ThemeSettings()
}
