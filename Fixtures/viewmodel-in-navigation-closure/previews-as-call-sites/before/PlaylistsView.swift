import SwiftUI

struct Playlist: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct PlaylistsView: View {
    let playlists: [Playlist]

    var body: some View {
        NavigationStack {
            List(playlists) { playlist in
                NavigationLink(playlist.name, value: playlist)
            }
            .navigationDestination(for: Playlist.self) { playlist in
                PlaylistView(viewModel: PlaylistViewModel(id: playlist.id))
            }
        }
    }
}
