import SwiftUI

final class Settings {
    static let shared = Settings()
    var supportsHaptics = true
}

struct HapticButton: View {
    @StateObject private var model = HapticModel()

    var body: some View {
        VStack {
            Text(model.isPlaying ? "Playing" : "Idle")
            Text(Settings.shared.supportsHaptics ? "Haptics" : "No haptics")
        }
        .onTapGesture { model.play() }
    }
}
