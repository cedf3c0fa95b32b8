import SwiftUI

struct SamplePlayerView: View {
    var body: some View {
        VStack {
            Text("Listen to a sample")
            PlaybackControls(viewModel: PlaybackViewModel(title: "Sample"))
        }
    }
}
