import SwiftUI

struct EpisodeListView: View {
    let episodes: [Episode]

    var body: some View {
        NavigationStack {
            List(episodes, id: \.self) { episode in
                NavigationLink(episode.title) {
                    EpisodeView(viewModel: EpisodeViewModel(episode: episode, isDownloaded: false))
                }
            }
        }
    }
}
