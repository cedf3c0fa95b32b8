import SwiftUI

struct PlayerScene: View {
    @State var playback = Playback.shared

    var body: some View {
        content
    }
}
