import Combine

final class Session: ObservableObject {
    @Published var user = ""
}

final class Preferences: ObservableObject {
    static let shared = Preferences()
    @Published var fontSize = 14
}
