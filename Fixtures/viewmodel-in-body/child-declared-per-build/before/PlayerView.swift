import SwiftUI

#if os(macOS)
struct PlayerView: View {
    @ObservedObject var viewModel: PlayerViewModel

    var body: some View {
        Text(viewModel.isPlaying ? "Pause" : "Play")
    }
}
#else
struct PlayerView: View {
    @ObservedObject var viewModel: PlayerViewModel

    var body: some View {
        Toggle("Playing", isOn: $viewModel.isPlaying)
    }
}
#endif
