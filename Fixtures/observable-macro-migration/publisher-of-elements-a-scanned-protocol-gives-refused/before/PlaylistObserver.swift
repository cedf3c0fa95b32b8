import Combine

final class PlaylistObserver {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        for model in Playlist.joined() {
            model.$state
                .sink { state in print(state) }
                .store(in: &cancellables)
        }
    }
}
