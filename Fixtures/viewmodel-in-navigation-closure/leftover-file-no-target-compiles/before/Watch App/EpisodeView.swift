import SwiftUI

final class EpisodeViewModel: ObservableObject {
    @Published var episode: Episode

    init(episode: Episode) {
        self.episode = episode
    }
}

struct EpisodeView: View {
    @ObservedObject var viewModel: EpisodeViewModel

    var body: some View {
        Text("\(viewModel.episode.title), \(viewModel.episode.duration) min")
    }
}
