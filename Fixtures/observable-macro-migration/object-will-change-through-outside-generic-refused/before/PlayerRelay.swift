import Combine

/// Keeps the current player in a subject from Combine: its type, from outside the scanned
/// sources, names 'PlayerModel', so what it hands back may be one.
final class PlayerRelay {
    private let current: CurrentValueSubject<PlayerModel, Never>

    init(player: PlayerModel) {
        current = CurrentValueSubject(player)
    }

    func refresh() {
        current.value.objectWillChange.send()
    }
}
