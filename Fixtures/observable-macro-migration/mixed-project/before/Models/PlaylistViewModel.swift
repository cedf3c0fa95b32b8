import Combine

@MainActor
final class PlaylistViewModel: ObservableObject {
    @Published var name = "Favourites"
    @Published private(set) var tracks: [String] = []

    func add(_ track: String) {
        tracks.append(track)
    }
}
