import SwiftUI

final class EpisodeViewModel: ObservableObject {
    @Published var episode: Episode

    init(episode: Episode) {
        self.episode = episode
    }
}

struct EpisodeView: View {
    @StateObject private var viewModel: EpisodeViewModel

    init(episode: Episode) {
        _viewModel = StateObject(wrappedValue: EpisodeViewModel(episode: episode))
    }

    var body: some View {
        Text("\(viewModel.episode.title), \(viewModel.episode.duration) min")
    }
}
