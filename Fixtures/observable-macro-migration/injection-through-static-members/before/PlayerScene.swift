import SwiftUI

struct PlayerScene: View {
    @StateObject var playback = Playback.shared

    var body: some View {
        content
    }
}
