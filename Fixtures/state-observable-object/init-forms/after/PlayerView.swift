import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
    let trackID: Int

    init(trackID: Int = 0) {
        self.trackID = trackID
    }
}

final class PlayerQueue<Item>: ObservableObject {
    @Published var items: [Item] = []
}

struct PlayerView: View {
    @StateObject private var player = PlayerModel.init(trackID: 42)
    @StateObject private var preview: PlayerModel = .init()
    @StateObject private var queue = PlayerQueue<String>()

    var body: some View {
        VStack {
            Text(player.isPlaying ? "Playing" : "Paused")
            Text("\(preview.trackID)")
            Text("\(queue.items.count) queued")
        }
    }
}
