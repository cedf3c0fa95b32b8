import Combine

/// What the account screens need of a session.
protocol SessionProviding: ObservableObject {
    var userName: String { get set }
    func signOut()
}

/// A session that can also be renamed by an administrator.
protocol AdministeredSession: SessionProviding {
    var isAdministrator: Bool { get }
}

final class Session: AdministeredSession {
    @Published var userName = "guest"
    @Published private(set) var isAdministrator = false

    func signOut() {
        userName = "guest"
    }
}
