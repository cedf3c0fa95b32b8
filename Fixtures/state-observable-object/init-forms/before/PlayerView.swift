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
    @State private var player = PlayerModel.init(trackID: 42)
    @State private var preview: PlayerModel = .init()
    @State private var queue = PlayerQueue<String>()

    var body: some View {
        VStack {
            Text(player.isPlaying ? "Playing" : "Paused")
            Text("\(preview.trackID)")
            Text("\(queue.items.count) queued")
        }
    }
}
