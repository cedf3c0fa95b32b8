import Combine

/// Forwards a player whose own send the macro cannot replace.
final class NowPlayingModel: ObservableObject {
    let player = Player()
    @Published var title = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        player.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
        .store(in: &cancellables)
    }
}
