import SwiftUI

final class AlbumViewModel: ObservableObject {
    let album: Album
    @Published var isPlaying: Bool

    init(_ album: Album, autoplay: Bool) {
        self.album = album
        isPlaying = autoplay
    }
}

struct AlbumView: View {
    let viewModel: AlbumViewModel

    var body: some View {
        Text(viewModel.album.title)
            .navigationTitle(viewModel.album.title)
    }
}
