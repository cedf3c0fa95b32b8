import SwiftUI

/// Its `state` publisher is the one the playlist observer reads.
final class PlayButtonModel: ObservableObject {
    @Published var state = 0
}

struct PlayButton: View {
    @ObservedObject var model: PlayButtonModel

    var body: some View {
        Text("\(model.state)")
    }
}
