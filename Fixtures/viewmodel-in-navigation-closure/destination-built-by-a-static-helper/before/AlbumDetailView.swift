import SwiftUI

final class AlbumDetailViewModel: ObservableObject {
    @Published var album: Album
    @Published var isPlaying = false

    init(album: Album) {
        self.album = album
    }
}

struct AlbumDetailView: View {
    @ObservedObject var viewModel: AlbumDetailViewModel

    var body: some View {
        Text(viewModel.album.title)
            .onTapGesture { viewModel.isPlaying.toggle() }
    }
}

final class ArtistViewModel: ObservableObject {
    @Published var name: String

    init(name: String) {
        self.name = name
    }
}

struct ArtistView: View {
    @ObservedObject var viewModel: ArtistViewModel

    var body: some View {
        Text(viewModel.name)
    }
}
