import SwiftUI

struct Track: Identifiable, Hashable {
    let id: String
    var title: String
}

final class PlaylistViewModel: ObservableObject {
    @Published var tracks: [Track] = []
}

final class TrackRowModel: ObservableObject {
    @Published var progress = 0.0
    let track: Track

    init(track: Track, autoplay: Bool = false) {
        self.track = track
    }
}

struct TrackRow: View {
    let viewModel: TrackRowModel

    var body: some View {
        Text(viewModel.track.title)
    }
}

struct PlaylistView: View {
    @ObservedObject var playlist: PlaylistViewModel

    var body: some View {
        List(playlist.tracks) { track in
            TrackRow(viewModel: TrackRowModel(track: track, autoplay: false))
        }
    }
}
