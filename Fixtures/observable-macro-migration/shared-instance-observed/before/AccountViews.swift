import SwiftUI

struct AccountHeader: View {
    @ObservedObject var session = AccountSession.shared

    var body: some View {
        Text(session.isSignedIn ? session.displayName : "Signed out")
    }
}

struct AccountEditor: View {
    @ObservedObject private var session: AccountSession = .shared

    var body: some View {
        TextField("Name", text: $session.displayName)
    }
}

struct AccountRoot: View {
    // Reads the shared session: '@State' builds nothing, so the work in its 'init' runs once.
    @StateObject private var session = AccountSession.shared

    var body: some View {
        VStack {
            AccountHeader()
            AccountEditor()
        }
        .environmentObject(session)
    }
}

struct SyncBadge: View {
    // The type comes from the chain: 'SyncService.shared' holds a 'SyncStatus'.
    @ObservedObject private var status = SyncService.shared.status

    var body: some View {
        Text(status.isSyncing ? "Syncing" : "Up to date")
    }
}

struct OfflineBadge: View {
    @ObservedObject private var status = offlineStatus

    var body: some View {
        Text(status.isSyncing ? "Waiting" : "Offline")
    }
}
