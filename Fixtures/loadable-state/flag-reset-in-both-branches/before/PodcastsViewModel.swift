import SwiftUI

struct Episode: Identifiable {
    let id: Int
    var title: String
}

struct PodcastFeed {
    func latestEpisodes() async throws -> [Episode] {
        []
    }
}

@MainActor
final class PodcastsViewModel: ObservableObject {
    @Published var loading = false
    @Published var error: Error?
    @Published var episodes: [Episode] = []

    private let feed = PodcastFeed()

    func loadEpisodes() async {
        loading = true
        error = nil
        do {
            episodes = try await feed.latestEpisodes()
            loading = false
        } catch {
            self.error = error
            loading = false
        }
    }
}
