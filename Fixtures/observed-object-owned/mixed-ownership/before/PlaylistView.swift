import SwiftUI

final class PlaylistModel: ObservableObject {
    @Published var songs: [String] = []
    let id: Int

    init(id: Int) {
        self.id = id
    }
}

struct PlaylistView: View {
    @ObservedObject var playlist: PlaylistModel

    init(playlistID: Int) {
        self.playlist = PlaylistModel(id: playlistID)
    }

    init(playlist: PlaylistModel) {
        self.playlist = playlist
    }

    var body: some View {
        List(playlist.songs, id: \.self) { song in
            Text(song)
        }
    }
}
