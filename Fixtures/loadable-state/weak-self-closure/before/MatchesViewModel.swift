import SwiftUI

struct Match: Identifiable {
    let id: Int
    var score: String
}

struct ScoresAPI {
    func liveMatches() async throws -> [Match] {
        []
    }
}

@MainActor
final class MatchesViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var matches: [Match] = []

    private let api = ScoresAPI()

    func loadMatches() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            matches = try await api.liveMatches()
        } catch {
            self.error = error
        }
    }

    /// Reloads unless a load is already running.
    func scheduleReload() {
        Task { [weak self] in
            guard let self, !self.isLoading else { return }
            await self.loadMatches()
        }
    }

    /// What the status bar shows, read lazily by the widget timer.
    func statusProvider() -> () -> String? {
        { [weak self] in
            self?.error?.localizedDescription
        }
    }
}
