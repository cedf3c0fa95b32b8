import SwiftUI

struct GalleryView: View {
    @StateObject private var viewModel = GalleryViewModel()

    var body: some View {
        List(viewModel.artworks) { artwork in
            Text(artwork.title)
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            }
        }
        .task {
            await viewModel.loadArtworks()
        }
    }
}
