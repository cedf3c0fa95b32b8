import SwiftUI

struct PlayerView: View {
    @StateObject private var player = PlayerModel()

    var body: some View {
        Text("\(player.rate)")
    }
}
