import Foundation
import Observation

struct Photo: Identifiable {
    let id: Int
    var caption: String
}

struct PhotoLibrary {
    func photos(in album: String) async throws -> [Photo] {
        []
    }
}

@MainActor
@Observable
final class AlbumViewModel {
    var photos: Loadable<[Photo]> = .notInitiated

    let album: String
    private let library = PhotoLibrary()

    init(album: String) {
        self.album = album
    }

    func loadPhotos() async {
        photos = .loading
        do {
            photos = .success(try await library.photos(in: album))
        } catch {
            photos = .failure(error)
        }
    }
}
