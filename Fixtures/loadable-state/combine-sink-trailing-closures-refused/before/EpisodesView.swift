import SwiftUI

struct EpisodesView: View {
    @ObservedObject var viewModel: EpisodesViewModel

    var body: some View {
        List(viewModel.episodes) { episode in
            Text("\(episode.id)")
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            } else if let message = viewModel.errorMessage {
                Text(message)
            }
        }
        .onAppear { viewModel.loadEpisodes() }
    }
}
