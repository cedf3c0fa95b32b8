import SwiftUI

extension PlayerScene {
    /// Reads the property from an extension in another file: its type is `Playback.shared`'s.
    var content: some View {
        PlayerControls()
            .environmentObject(playback)
    }
}
