import SwiftUI

struct AccountHeader: View {
    var session = AccountSession.shared

    var body: some View {
        Text(session.isSignedIn ? session.displayName : "Signed out")
    }
}

struct AccountEditor: View {
    @Bindable private var session: AccountSession = .shared

    var body: some View {
        TextField("Name", text: $session.displayName)
    }
}

struct AccountRoot: View {
    // Reads the shared session: '@State' builds nothing, so the work in its 'init' runs once.
    @State private var session = AccountSession.shared

    var body: some View {
        VStack {
            AccountHeader()
            AccountEditor()
        }
        .environment(session)
    }
}

struct SyncBadge: View {
    // The type comes from the chain: 'SyncService.shared' holds a 'SyncStatus'.
    private var status = SyncService.shared.status

    var body: some View {
        Text(status.isSyncing ? "Syncing" : "Up to date")
    }
}

struct OfflineBadge: View {
    private var status = offlineStatus

    var body: some View {
        Text(status.isSyncing ? "Waiting" : "Offline")
    }
}
