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
    var isLoading = false
    var loadError: Error?
    var photos: [Photo] = []

    let album: String
    private let library = PhotoLibrary()

    init(album: String) {
        self.album = album
    }

    func loadPhotos() async {
        isLoading = true
        loadError = nil
        defer { isLoading = false }
        do {
            photos = try await library.photos(in: album)
        } catch {
            loadError = error
        }
    }
}
