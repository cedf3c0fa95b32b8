import Combine
import Observation

/// What the account screens need of a session.
protocol SessionProviding: AnyObject, Observable {
    var userName: String { get set }
    func signOut()
}

/// A session that can also be renamed by an administrator.
protocol AdministeredSession: SessionProviding {
    var isAdministrator: Bool { get }
}

@Observable
final class Session: AdministeredSession {
    var userName = "guest"
    private(set) var isAdministrator = false

    func signOut() {
        userName = "guest"
    }
}
