import Combine

final class ScoreModel: ObservableObject {
    @Published var score: Int

    init(start: Int) {
        _score = Published(initialValue: start)
    }

    /// Replaces the wrapper, which announces nothing: not an assignment the macro can take.
    func reset() {
        _score = Published(initialValue: 0)
    }
}
