import Combine

final class ThemeSettings: ObservableObject {
    @Published var accent = "blue"
}

class Session: ObservableObject {
    @Published var userName = ""

    func signOut() {
        objectWillChange.send()
    }
}

final class RemoteSession: Session {
    let host = "example.com"
}
