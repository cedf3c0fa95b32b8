import SwiftUI

final class PlaybackViewModel: ObservableObject {
    let title: String
    @Published private(set) var isPlaying = false

    init(title: String) {
        self.title = title
    }

    func togglePlayback() {
        isPlaying.toggle()
    }
}

struct PlaybackControls: View {
    @ObservedObject var viewModel: PlaybackViewModel

    var body: some View {
        Button(viewModel.isPlaying ? "Pause" : "Play") {
            viewModel.togglePlayback()
        }
    }
}
