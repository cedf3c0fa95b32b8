import SwiftUI

struct PlayerView: View {
    @ObservedObject var player: PlayerModel

    var body: some View {
        Text("\(player.queue.titles.count) queued")
            .onTapGesture { player.queue = PlaybackQueue() }
    }
}
