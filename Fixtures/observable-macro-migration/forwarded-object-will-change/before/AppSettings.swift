import Combine

/// Preferences shown on several screens.
final class AppSettings: ObservableObject {
    @Published var theme = "light"
    @Published var fontSize = 14
}
