import SwiftUI

struct NowPlayingView: View {
    let queue: [Episode]
    @State private var selection: Episode?

    var body: some View {
        List(queue, id: \.self) { episode in
            Button(episode.title) { selection = episode }
        }
        .sheet(item: $selection) { episode in
            EpisodeView(viewModel: EpisodeViewModel(episode: episode))
        }
    }
}

extension Episode: Identifiable {
    var id: String { title }
}
