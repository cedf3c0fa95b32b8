import Combine

final class Preferences {
    static let shared = Preferences()
    var theme = "light"
}

final class ThemeModel: ObservableObject {
    @Published var selected = "light"

    /// Its own, which the extension's does not replace.
    var prefs: Preferences { Preferences.shared }

    func apply() {
        prefs.theme = selected
    }
}
