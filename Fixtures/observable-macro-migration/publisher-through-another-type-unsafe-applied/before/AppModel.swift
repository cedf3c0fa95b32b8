import Combine

final class ThemeSettings: ObservableObject {
    @Published var accent = "blue"
}

/// Not observable itself: it only wires the app together.
final class AppModel {
    let theme = ThemeSettings()
}
