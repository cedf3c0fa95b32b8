import SwiftUI

struct PlayerView: View {
    var player = PlayerModel()

    var body: some View {
        Text(player.isPlaying ? "Playing" : "Paused")
    }
}

struct QueueView: View {
    let title: String
    let queue = QueueModel()

    init(title: String) {
        self.title = title
        queue.prepare(for: title)
    }

    var body: some View {
        Text("\(queue.items.count)")
    }
}

struct RootView: View {
    @StateObject private var shared = PlayerModel()

    var body: some View {
        VStack {
            PlayerView(player: shared)
            PlayerView()
            QueueView(title: "Up next")
        }
    }
}
