import SwiftUI

final class PlayerViewModel: ObservableObject {
    @Published var isPlaying = false
    let trackID: String

    init(trackID: String) {
        self.trackID = trackID
    }
}

struct PlayerView: View {
    /// The memberwise initializer builds the model once per view identity already.
    @StateObject var viewModel: PlayerViewModel

    var body: some View {
        Button(viewModel.isPlaying ? "Pause" : "Play") {
            viewModel.isPlaying.toggle()
        }
    }
}

struct LibraryView: View {
    @State private var playing: String?

    var body: some View {
        Text("Library")
            .sheet(item: $playing) { trackID in
                PlayerView(viewModel: PlayerViewModel(trackID: trackID))
            }
    }
}

extension String: @retroactive Identifiable {
    public var id: String { self }
}
