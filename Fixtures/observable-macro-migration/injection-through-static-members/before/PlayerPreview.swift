import SwiftUI

struct PlayerPreview: View {
    var body: some View {
        PlayerControls()
            .environmentObject(PlayerModel.preview.playback)
    }
}

struct SessionWindow: View {
    let id: String

    var body: some View {
        if let session = Sessions.active[id] {
            PlayerControls().environmentObject(session)
        }
    }
}
