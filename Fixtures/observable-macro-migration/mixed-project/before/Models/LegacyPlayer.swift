import Combine

/// Still drives its views by hand, so it stays an ObservableObject for now.
final class LegacyPlayer: ObservableObject {
    @Published var isPlaying = false
    var position = 0.0

    func seek(to seconds: Double) {
        objectWillChange.send()
        position = seconds
        print("seeked to \(seconds)")
    }
}
