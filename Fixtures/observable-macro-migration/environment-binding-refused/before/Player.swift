import SwiftUI

final class PlayerState: ObservableObject {
    @Published var volume = 0.5
    @Published var isMuted = false
}

struct VolumeControl: View {
    @EnvironmentObject var player: PlayerState

    var body: some View {
        slider
    }

    var slider: some View {
        if player.isMuted {
            Toggle("Muted", isOn: $player.isMuted)
        } else {
            Toggle("Loud", isOn: .constant(player.volume > 0.8))
        }
    }
}

struct PlayerScreen: View {
    @StateObject private var player = PlayerState()

    var body: some View {
        VolumeControl().environmentObject(player)
    }
}
