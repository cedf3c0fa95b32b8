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
    @StateObject private var viewModel: AlbumViewModel

    init(_ album: Album, autoplay: Bool) {
        _viewModel = StateObject(wrappedValue: AlbumViewModel(album, autoplay: autoplay))
    }

    var body: some View {
        Text(viewModel.album.title)
            .navigationTitle(viewModel.album.title)
    }
}
