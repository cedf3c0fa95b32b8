import Foundation
import SwiftUI

protocol MailStore {
    /// Downloads new mail into the local database the inbox list observes.
    func sync() async throws
    func markDelivered() async throws
}

@MainActor
final class InboxViewModel: ObservableObject {
    @Published private(set) var refreshState: Loadable<Void> = .notInitiated

    private let store: MailStore

    init(store: MailStore) {
        self.store = store
    }

    func refresh() async {
        refreshState = .loading
        do {
            try await store.sync() // the list follows the database
            try await store.markDelivered()
            refreshState = .success(())
        } catch {
            refreshState = .failure(error)
        }
    }
}
