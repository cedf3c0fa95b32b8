import Combine

final class ScoreModel: ObservableObject {
    @Published var score: Int

    init(start: Int) {
        _score = Published(initialValue: start)
    }
}
