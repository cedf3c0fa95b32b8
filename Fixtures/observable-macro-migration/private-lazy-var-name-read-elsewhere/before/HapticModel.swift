import Combine

final class HapticModel: ObservableObject {
    @Published var isPlaying = false
    // No other file can read it: 'Settings.supportsHaptics' elsewhere is another property.
    private lazy var supportsHaptics: Bool = Settings.shared.supportsHaptics

    func play() {
        isPlaying = supportsHaptics
    }
}
