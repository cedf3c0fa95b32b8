import SwiftUI

struct HistoryEntry: Identifiable {
    let id: Int
    var title: String
}

struct HistoryStore {
    func allEntries() async throws -> [HistoryEntry] {
        []
    }
}

@MainActor
final class HistoryViewModel: ObservableObject {
    @Published private(set) var entries: Loadable<[HistoryEntry]> = .notInitiated

    private let store = HistoryStore()
}

// MARK: - Loading

extension HistoryViewModel {
    func loadEntries() async {
        do {
            entries = .loading
            entries = .success(try await store.allEntries())
        } catch {
            entries = .failure(error)
        }
    }
}
