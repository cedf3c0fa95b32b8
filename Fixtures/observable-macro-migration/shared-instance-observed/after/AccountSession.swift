import Combine
import Observation

@Observable
final class AccountSession {
    static let shared = AccountSession()

    var displayName = "Guest"
    var isSignedIn = false
}
