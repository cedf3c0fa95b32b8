import Foundation
import SwiftUI

@MainActor
final class OutboxViewModel: ObservableObject {
    @Published var reloadState: Loadable<Void> = .notInitiated

    private let store: MailStore

    init(store: MailStore) {
        self.store = store
    }

    func reload() {
        reloadState = .loading
        Task { [weak self] in
            do { try await self?.store.sync(); self?.reloadState = .success(()) } catch { self?.reloadState = .failure(error) }
        }
    }
}
