import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
}

struct PlayerView: View {
    @ObservedObject var model: PlayerModel
    // One model for every preview: not state SwiftUI installs.
    @ObservedObject static var previewModel = PlayerModel()

    var body: some View {
        Text(model.isPlaying ? "Playing" : "Paused")
    }

    static var preview: some View {
        PlayerView(model: previewModel)
            .onAppear { previewModel.isPlaying = true }
    }
}
