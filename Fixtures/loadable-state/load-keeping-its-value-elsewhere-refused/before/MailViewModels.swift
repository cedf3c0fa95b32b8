import Foundation
import SwiftUI

protocol MailStore {
    func upload() async throws
    func download() async throws
}

/// A stale load leaves before its `do` ends, and with it the flag set.
@MainActor
final class OutboxViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var account = "work"

    private let store: MailStore

    init(store: MailStore) {
        self.store = store
    }

    func refresh() async {
        let requested = account
        isLoading = true
        error = nil
        do {
            try await store.upload()
            guard account == requested else { return }
            try await store.download()
        } catch {
            self.error = error
        }
        isLoading = false
    }
}

/// The name the `Loadable<Void>` would take is taken.
@MainActor
final class DraftsViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var refreshState = "idle"

    private let store: MailStore

    init(store: MailStore) {
        self.store = store
    }

    func refresh() async {
        isLoading = true
        error = nil
        do {
            try await store.download()
        } catch {
            self.error = error
        }
        isLoading = false
    }
}

/// Views may read the error, but not the private flag whose declaration the state would take.
@MainActor
final class ArchiveViewModel: ObservableObject {
    @Published private var isLoading = false
    @Published var error: Error?

    private let store: MailStore

    init(store: MailStore) {
        self.store = store
    }

    func refresh() async {
        isLoading = true
        error = nil
        do {
            try await store.download()
        } catch {
            self.error = error
        }
        isLoading = false
    }
}

/// The flag, reset in a `defer`, covers the second sync too, which runs after the `do` ends.
@MainActor
final class SyncViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?

    private let store: MailStore

    init(store: MailStore) {
        self.store = store
    }

    func sync() async {
        isLoading = true
        error = nil
        defer { isLoading = false }
        do {
            try await store.download()
        } catch {
            self.error = error
        }
        try? await store.upload()
    }
}
