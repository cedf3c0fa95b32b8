import Combine
import Observation

@Observable
final class AccountSession {
    static let shared = AccountSession()

    var displayName = "Guest"
    var isSignedIn = false

    private init() {
        restore()
    }

    private func restore() {
        isSignedIn = false
    }
}

@Observable
final class SyncStatus {
    var isSyncing = false
}

/// Not observable itself: it only holds the shared status.
final class SyncService {
    static let shared = SyncService()
    let status = SyncStatus()
}

/// A file-scope variable: views holding it hold a 'SyncStatus'.
let offlineStatus = SyncStatus()
