import SwiftUI

struct Review: Identifiable {
    let id: Int
}

/// Keeps the reviews it syncs in a local store the card reads.
final class ReviewStore {
    private(set) var reviews: [Review] = []

    func synchronize() async throws {
        reviews = []
    }
}

@MainActor
final class ReviewsCardViewModel: ObservableObject {
    @Published private(set) var reloadDataState: Loadable<Void> = .notInitiated

    let store = ReviewStore()

    func reloadData() async {
        reloadDataState = .loading
        do {
            // The store is the single source of truth; the card reads it.
            try await store.synchronize()
            reloadDataState = .success(())
        } catch {
            reloadDataState = .failure(error)
        }
    }
}
