import Combine
import Observation

/// Preferences shown on several screens.
@Observable
final class AppSettings {
    var theme = "light"
    var fontSize = 14
}
