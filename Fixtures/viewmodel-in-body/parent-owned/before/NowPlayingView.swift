import SwiftUI

struct NowPlayingView: View {
    @EnvironmentObject private var playback: PlaybackViewModel

    var body: some View {
        VStack(spacing: 24) {
            Text(playback.title)
                .font(.title)
            PlaybackControls(viewModel: playback)
        }
    }
}
