import SwiftUI

struct PodcastsView: View {
    @StateObject private var viewModel = PodcastsViewModel()

    var body: some View {
        List(viewModel.episodes) { episode in
            Text(episode.title)
        }
        .disabled(viewModel.loading)
        .overlay {
            if let error = viewModel.error {
                Text(error.localizedDescription)
            }
        }
        .task {
            await viewModel.loadEpisodes()
        }
    }
}
