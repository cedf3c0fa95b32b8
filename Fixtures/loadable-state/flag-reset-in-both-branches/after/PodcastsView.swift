import SwiftUI

struct PodcastsView: View {
    @StateObject private var viewModel = PodcastsViewModel()

    var body: some View {
        List(viewModel.episodes.value ?? []) { episode in
            Text(episode.title)
        }
        .disabled(viewModel.episodes.isLoading)
        .overlay {
            if let error = viewModel.episodes.error {
                Text(error.localizedDescription)
            }
        }
        .task {
            await viewModel.loadEpisodes()
        }
    }
}
