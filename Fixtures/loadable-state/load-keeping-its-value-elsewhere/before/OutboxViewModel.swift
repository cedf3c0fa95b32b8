import Foundation
import SwiftUI

@MainActor
final class OutboxViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?

    private let store: MailStore

    init(store: MailStore) {
        self.store = store
    }

    func reload() {
        isLoading = true; error = nil
        Task { [weak self] in
            do { try await self?.store.sync() } catch { self?.error = error }
            self?.isLoading = false
        }
    }
}
