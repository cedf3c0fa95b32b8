import SwiftUI

struct Photo {
    let fileName: String
    var caption: String
}

final class AlbumModel: ObservableObject {
    @Published var photos: [Photo] = []
    let columns = [GridItem(.adaptive(minimum: 80))]
}

final class ThumbnailModel: ObservableObject {
    @Published var isLoaded = false
    let photo: Photo

    init(photo: Photo) {
        self.photo = photo
    }
}
