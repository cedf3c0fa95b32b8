import SwiftUI

struct PlayerPreview: View {
    var body: some View {
        PlayerControls()
            .environment(PlayerModel.preview.playback)
    }
}

struct SessionWindow: View {
    let id: String

    var body: some View {
        if let session = Sessions.active[id] {
            PlayerControls().environment(session)
        }
    }
}
