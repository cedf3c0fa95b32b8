import SwiftUI

struct AlbumView: View {
    @State private var viewModel = AlbumViewModel(album: "Holidays")

    var body: some View {
        VStack {
            if viewModel.photos.isLoading {
                ProgressView()
            }
            if let error = viewModel.photos.error {
                Text(error.localizedDescription)
            }
            List(viewModel.photos.value ?? []) { photo in
                Text(photo.caption)
            }
        }
        .navigationTitle(viewModel.album)
        .task {
            await viewModel.loadPhotos()
        }
    }
}
