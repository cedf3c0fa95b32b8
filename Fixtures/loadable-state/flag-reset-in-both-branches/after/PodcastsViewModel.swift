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
    @Published var episodes: Loadable<[Episode]> = .notInitiated

    private let feed = PodcastFeed()

    func loadEpisodes() async {
        episodes = .loading
        do {
            episodes = .success(try await feed.latestEpisodes())
        } catch {
            episodes = .failure(error)
        }
    }
}
