import Combine

final class AccountSession: ObservableObject {
    static let shared = AccountSession()

    @Published var displayName = "Guest"
    @Published var isSignedIn = false

    private init() {
        restore()
    }

    private func restore() {
        isSignedIn = false
    }
}

final class SyncStatus: ObservableObject {
    @Published var isSyncing = false
}

/// Not observable itself: it only holds the shared status.
final class SyncService {
    static let shared = SyncService()
    let status = SyncStatus()
}

/// A file-scope variable: views holding it hold a 'SyncStatus'.
let offlineStatus = SyncStatus()
