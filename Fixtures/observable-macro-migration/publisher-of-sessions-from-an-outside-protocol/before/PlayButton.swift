import SwiftUI

/// Has a `state` publisher too: the sessions' is not this one's.
final class PlayButtonModel: ObservableObject {
    @Published var state = 0
}

struct PlayButton: View {
    @ObservedObject var model: PlayButtonModel

    var body: some View {
        Text("\(model.state)")
    }
}
