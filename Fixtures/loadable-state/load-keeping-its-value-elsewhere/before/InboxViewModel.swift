import Foundation
import SwiftUI

protocol MailStore {
    /// Downloads new mail into the local database the inbox list observes.
    func sync() async throws
    func markDelivered() async throws
}

@MainActor
final class InboxViewModel: ObservableObject {
    @Published private(set) var isLoading = false
    @Published private(set) var error: Error?

    private let store: MailStore

    init(store: MailStore) {
        self.store = store
    }

    func refresh() async {
        isLoading = true
        error = nil
        do {
            try await store.sync() // the list follows the database
            try await store.markDelivered()
            isLoading = false
        } catch {
            self.error = error
            isLoading = false
        }
    }
}
