import SwiftUI

// A second type named `Mode`: the model's means its own.
struct ReactionView: View {
    enum Mode {
        case compact, expanded
    }

    let mode: Mode

    var body: some View {
        Text(mode == .compact ? "•" : "Reactions")
    }
}
