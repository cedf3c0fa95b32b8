import SwiftUI

struct PlayerPreview: View {
    var body: some View {
        PlayerControls()
            .environment(PlayerModel.preview.playback)
    }
}
