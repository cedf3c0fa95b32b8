import Combine

/// Assigns into the model's publisher from outside the class.
struct VolumeFeed {
    init(player: PlayerModel, levels: AnyPublisher<Double, Never>) {
        levels.assign(to: &player.$volume)
    }
}

/// Names the publisher through a key path.
let titlePublisherPath = \PlayerModel.$title

/// Reads a publisher whose property does not write its type.
func speeds(of player: PlayerModel) -> AnyPublisher<Speed, Never> {
    player.$speed.eraseToAnyPublisher()
}
