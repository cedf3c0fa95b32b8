import Combine
import SwiftUI

@Observable
final class Playback {
    static let shared = Playback()

    var isPlaying = false
}

final class PlayerModel {
    let playback = Playback()

    /// Set from a method's result: the method's written type is the property's.
    static let preview = preview(title: "Demo")

    static func preview(title: String) -> PlayerModel {
        PlayerModel()
    }
}

enum Sessions {
    /// A static collection: `Sessions.active[id]` holds its values' type.
    static var active: [String: Playback] = [:]
}

struct PlayerControls: View {
    @Environment(Playback.self) private var playback

    var body: some View {
        Text(playback.isPlaying ? "Playing" : "Paused")
    }
}
