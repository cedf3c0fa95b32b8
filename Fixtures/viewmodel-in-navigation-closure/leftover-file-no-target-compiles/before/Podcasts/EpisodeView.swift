import SwiftUI

final class EpisodeViewModel: ObservableObject {
    @Published var episode: Episode
    @Published var isDownloaded: Bool

    init(episode: Episode, isDownloaded: Bool) {
        self.episode = episode
        self.isDownloaded = isDownloaded
    }
}

struct EpisodeView: View {
    @ObservedObject var viewModel: EpisodeViewModel

    var body: some View {
        VStack {
            Text(viewModel.episode.title)
            Toggle("Downloaded", isOn: $viewModel.isDownloaded)
        }
    }
}
