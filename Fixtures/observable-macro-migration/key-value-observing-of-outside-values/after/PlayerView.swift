import SwiftUI

struct PlayerView: View {
    @State private var player = PlayerModel()

    var body: some View {
        Text("\(player.rate)")
    }
}
