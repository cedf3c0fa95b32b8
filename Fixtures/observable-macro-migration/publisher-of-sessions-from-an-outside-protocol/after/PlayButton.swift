import SwiftUI

/// Has a `state` publisher too: the sessions' is not this one's.
@Observable
final class PlayButtonModel {
    var state = 0
}

struct PlayButton: View {
    var model: PlayButtonModel

    var body: some View {
        Text("\(model.state)")
    }
}
