import Combine
import Observation

@MainActor
@Observable
final class PlaylistViewModel {
    var name = "Favourites"
    private(set) var tracks: [String] = []

    func add(_ track: String) {
        tracks.append(track)
    }
}
