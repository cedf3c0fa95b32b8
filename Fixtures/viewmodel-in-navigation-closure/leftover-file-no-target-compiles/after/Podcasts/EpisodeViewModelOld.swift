import SwiftUI

// An earlier version left on disk: no target of Podcasts.xcodeproj compiles this file.
final class EpisodeViewModel: ObservableObject {
    @Published var episode: Episode

    init(episode: Episode) {
        self.episode = episode
    }
}
