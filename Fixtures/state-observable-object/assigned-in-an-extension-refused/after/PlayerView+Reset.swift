import SwiftUI

extension PlayerView {
    /// Starts over with a new model, which '@StateObject' would not allow.
    func reset() {
        model = PlayerModel()
    }
}
