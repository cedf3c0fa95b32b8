import SwiftUI

struct Album: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct AlbumsView: View {
    let albums: [Album]

    var body: some View {
        NavigationStack {
            List(albums) { album in
                NavigationLink(album.title, value: album)
            }
            .navigationDestination(for: Album.self) { album in
                AlbumView(viewModel: AlbumViewModel(album, autoplay: false))
            }
        }
    }
}
