import SwiftUI

struct PlayerView: View {
    @StateObject private var nowPlaying = NowPlayingModel()
    @StateObject private var queue = QueueModel()

    var body: some View {
        VStack {
            Text(nowPlaying.title)
            Text("\(nowPlaying.player.position)")
            Text("\(queue.count)")
        }
    }
}
