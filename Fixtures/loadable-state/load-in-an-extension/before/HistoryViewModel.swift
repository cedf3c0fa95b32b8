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
    @Published private(set) var loading = false
    @Published private(set) var entries = [HistoryEntry]()
    @Published private(set) var error: (any Error)?

    private let store = HistoryStore()
}

// MARK: - Loading

extension HistoryViewModel {
    func loadEntries() async {
        defer { loading = false }
        do {
            loading = true
            error = nil
            entries = try await store.allEntries()
        } catch {
            self.error = error
        }
    }
}
