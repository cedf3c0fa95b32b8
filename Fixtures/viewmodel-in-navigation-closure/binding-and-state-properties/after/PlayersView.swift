import SwiftUI

struct Player: Identifiable {
    let id: Int
    var name: String
}

struct PlayersView: View {
    let players: [Player]
    @State private var inspectedPlayer: Player?
    @State private var isMuted = false

    var body: some View {
        List(players) { player in
            Button(player.name) {
                inspectedPlayer = player
            }
        }
        .sheet(item: $inspectedPlayer) { player in
            PlayerStatsView(playerID: player.id, isMuted: $isMuted, subtitle: player.name)
        }
    }
}
