import Combine
import Observation

@Observable
class EpisodeModel {
    var title = ""
    /// The subclasses keep their subscriptions here too.
    @ObservationIgnored var cancellables = Set<AnyCancellable>()
}

@Observable
final class EpisodeDetailsModel: EpisodeModel {
    var isPlaying = false

    func bind(_ playing: AnyPublisher<Bool, Never>) {
        playing.sink { [weak self] in self?.isPlaying = $0 }.store(in: &cancellables)
    }
}
