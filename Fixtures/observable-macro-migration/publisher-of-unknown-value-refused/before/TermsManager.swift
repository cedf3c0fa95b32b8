import Combine

final class TermsManager: ObservableObject {
    @Published var accepted = false
}

/// Hands out the manager; a caller keeping its result does not write the type.
func makeTermsManager() -> TermsManager {
    TermsManager()
}

final class TermsScreen {
    static let shared = TermsScreen()
    let manager = TermsManager()
}

enum Settings {
    enum Terms {
        static let manager = TermsManager()
    }
}
