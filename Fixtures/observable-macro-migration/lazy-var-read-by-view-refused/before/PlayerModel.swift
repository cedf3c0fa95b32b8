import Combine

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
    /// Holds an object, and a view replaces it: the new one is what it should show.
    lazy var queue = PlaybackQueue()
}

final class PlaybackQueue {
    var titles: [String] = []
}
