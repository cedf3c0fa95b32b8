import Combine

final class AppSettings: ObservableObject {
    @Published var isDarkMode = false
    @Published var volume = 0.5
}
