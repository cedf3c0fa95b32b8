import Combine
import SwiftUI

final class Playback: ObservableObject {
    @Published var isPlaying = false
}

final class PlayerModel {
    let playback = Playback()

    /// Set from a method's result: the method's written type is the property's.
    static let preview = preview(title: "Demo")

    static func preview(title: String) -> PlayerModel {
        PlayerModel()
    }
}

struct PlayerControls: View {
    @EnvironmentObject var playback: Playback

    var body: some View {
        Text(playback.isPlaying ? "Playing" : "Paused")
    }
}
