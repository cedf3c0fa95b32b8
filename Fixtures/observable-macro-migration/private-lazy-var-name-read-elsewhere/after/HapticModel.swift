import Combine
import Observation

@Observable
final class HapticModel {
    var isPlaying = false
    // No other file can read it: 'Settings.supportsHaptics' elsewhere is another property.
    @ObservationIgnored private lazy var supportsHaptics: Bool = Settings.shared.supportsHaptics

    func play() {
        isPlaying = supportsHaptics
    }
}
