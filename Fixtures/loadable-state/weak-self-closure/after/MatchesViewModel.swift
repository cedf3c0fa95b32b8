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
    @Published var matches: Loadable<[Match]> = .notInitiated

    private let api = ScoresAPI()

    func loadMatches() async {
        matches = .loading
        do {
            matches = .success(try await api.liveMatches())
        } catch {
            matches = .failure(error)
        }
    }

    /// Reloads unless a load is already running.
    func scheduleReload() {
        Task { [weak self] in
            guard let self, !self.matches.isLoading else { return }
            await self.loadMatches()
        }
    }

    /// What the status bar shows, read lazily by the widget timer.
    func statusProvider() -> () -> String? {
        { [weak self] in
            self?.matches.error?.localizedDescription
        }
    }
}
