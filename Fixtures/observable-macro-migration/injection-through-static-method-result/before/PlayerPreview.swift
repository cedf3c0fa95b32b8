import SwiftUI

struct PlayerPreview: View {
    var body: some View {
        PlayerControls()
            .environmentObject(PlayerModel.preview.playback)
    }
}
