import SwiftUI

struct Artwork: Identifiable {
    let id: Int
    var title: String
}

struct MuseumAPI {
    func artworks() async throws -> [Artwork] {
        []
    }
}

@MainActor
final class GalleryViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var artworks: [Artwork] = []

    private let api = MuseumAPI()

    func loadArtworks() async {
        isLoading = true
        defer { isLoading = false }
        do {
            artworks = try await api.artworks()
        } catch {
            print("Could not load artworks: \(error)")
        }
    }
}
