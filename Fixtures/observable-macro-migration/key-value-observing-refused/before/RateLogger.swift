import Combine

final class RateLogger {
    private var observation: AnyCancellable?

    func start(with model: PlaybackModel) {
        observation = model.observe(\.rate) { model in print(model.rate) }
    }
}
