import SwiftUI

struct Photo {
    let fileName: String
    var caption: String
}

final class AlbumModel: ObservableObject {
    @Published var photos: [Photo] = []
    let columns = [GridItem(.adaptive(minimum: 80))]

    private var thumbnailCache: [String: ThumbnailModel] = [:]

    func thumbnailViewModel(for photo: Photo) -> ThumbnailModel {
        if let cached = thumbnailCache[photo.fileName] { return cached }
        let model = ThumbnailModel(photo: photo)
        thumbnailCache[photo.fileName] = model
        return model
    }
}

final class ThumbnailModel: ObservableObject {
    @Published var isLoaded = false
    let photo: Photo

    init(photo: Photo) {
        self.photo = photo
    }
}
