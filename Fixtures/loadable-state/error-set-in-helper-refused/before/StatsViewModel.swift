import SwiftUI

struct Stats {
    var visitors = 0
}

struct StatsAPI {
    func stats() async throws -> Stats {
        Stats()
    }
}

@MainActor
final class StatsViewModel: ObservableObject {
    @Published private(set) var isLoading = false
    @Published private(set) var loadingError: Error?
    @Published private(set) var stats: Stats?

    private let api = StatsAPI()

    func reload() async {
        isLoading = true
        loadingError = nil
        do {
            stats = try await api.stats()
        } catch {
            handleSyncError(error)
        }
        isLoading = false
    }
}

// MARK: - Errors

extension StatsViewModel {
    private func handleSyncError(_ error: Error) {
        print("Could not load stats: \(error)")
        loadingError = error
    }
}
