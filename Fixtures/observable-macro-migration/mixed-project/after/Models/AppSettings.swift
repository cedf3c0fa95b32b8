import Combine
import Observation

@Observable
final class AppSettings {
    var isDarkMode = false
    var volume = 0.5
}
