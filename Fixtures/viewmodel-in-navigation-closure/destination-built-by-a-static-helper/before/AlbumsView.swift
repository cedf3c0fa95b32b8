import SwiftUI

struct Album: Identifiable, Hashable {
    let id: Int
    var title: String
    var artist: String
}

struct AlbumsView: View {
    let albums: [Album]

    var body: some View {
        NavigationStack {
            List(albums) { album in
                NavigationLink(value: album) {
                    Text(album.title)
                }
            }
            .navigationDestination(for: Album.self) { album in
                AlbumsView.destination(for: album)
            }
        }
    }
}

// Shared with no other file: only the destination closure above calls it.
extension AlbumsView {
    @ViewBuilder
    static func destination(for album: Album) -> some View {
        AlbumDetailView(viewModel: AlbumDetailViewModel(album: album))
    }
}

struct ArtistsView: View {
    let artists: [String]

    var body: some View {
        NavigationStack {
            List(artists, id: \.self) { artist in
                NavigationLink(value: artist) {
                    Text(artist)
                }
            }
            .navigationDestination(for: String.self) { artist in
                ArtistsView.artistPage(for: artist)
            }
        }
    }

    /// `SearchView` calls this from its body too, so it may run on every evaluation there.
    static func artistPage(for artist: String) -> some View {
        ArtistView(viewModel: ArtistViewModel(name: artist))
    }
}
