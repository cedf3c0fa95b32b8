import SwiftUI

final class PhotoViewerViewModel: ObservableObject {
    let photo: Photo
    @Published var zoom = 1.0

    init(photo: Photo) {
        self.photo = photo
    }

    func resetZoom() {
        zoom = 1.0
    }
}

struct PhotoViewer: View {
    @StateObject private var viewModel: PhotoViewerViewModel

    init(photo: Photo) {
        _viewModel = StateObject(wrappedValue: PhotoViewerViewModel(photo: photo))
    }

    var body: some View {
        VStack {
            Image(viewModel.photo.name)
                .resizable()
                .scaleEffect(viewModel.zoom)
            Button("Reset", action: viewModel.resetZoom)
        }
    }
}
