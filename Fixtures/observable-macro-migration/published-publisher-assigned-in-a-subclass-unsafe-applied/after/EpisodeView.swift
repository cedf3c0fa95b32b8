import SwiftUI

struct EpisodeView: View {
    var model: EpisodeDetailsModel

    var body: some View {
        Text(model.isPlaying ? "Playing \(model.title)" : model.title)
    }
}
