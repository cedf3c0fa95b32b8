import SwiftUI

struct AlbumView: View {
    @State private var viewModel = AlbumViewModel(album: "Holidays")

    var body: some View {
        VStack {
            if viewModel.isLoading {
                ProgressView()
            }
            if let error = viewModel.loadError {
                Text(error.localizedDescription)
            }
            List(viewModel.photos) { photo in
                Text(photo.caption)
            }
        }
        .navigationTitle(viewModel.album)
        .task {
            await viewModel.loadPhotos()
        }
    }
}
