import Combine

final class Session: ObservableObject {
    static let current = Session()
    @Published var user = ""
}

final class Preferences: ObservableObject {
    static let shared = Preferences()
    @Published var fontSize = 14
}
