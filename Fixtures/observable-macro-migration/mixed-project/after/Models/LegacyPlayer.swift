import Combine

/// Still drives its views by hand, so it stays an ObservableObject for now.
final class LegacyPlayer: ObservableObject {
    @Published var isPlaying = false
    var position = 0.0
    let engine = SeekEngine()

    func seek(to seconds: Double) {
        objectWillChange.send()
        position = seconds
        engine.seek(to: seconds)
    }
}

final class SeekEngine {
    func seek(to seconds: Double) {}
}
