import SwiftUI

struct Album: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct NowPlayingView: View {
    let album: Album

    var body: some View {
        VStack {
            Text("Now playing")
            AlbumView(viewModel: AlbumViewModel(album, autoplay: true))
        }
    }
}
