import Combine

class EpisodeModel: ObservableObject {
    @Published var title = ""
    /// The subclasses keep their subscriptions here too.
    var cancellables = Set<AnyCancellable>()
}

final class EpisodeDetailsModel: EpisodeModel {
    @Published var isPlaying = false

    func bind(_ playing: AnyPublisher<Bool, Never>) {
        playing.assign(to: &$isPlaying)
    }
}
