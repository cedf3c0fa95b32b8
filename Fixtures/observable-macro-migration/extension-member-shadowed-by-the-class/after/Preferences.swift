import Combine
import Observation

final class Preferences {
    static let shared = Preferences()
    var theme = "light"
}

@Observable
final class ThemeModel {
    var selected = "light"

    /// Its own, which the extension's does not replace.
    var prefs: Preferences { Preferences.shared }

    func apply() {
        prefs.theme = selected
    }
}
