import SwiftUI

/// Builds the view around a model the test keeps, to inspect it afterwards.
enum PlayerViewTests {
    static func makeView() -> (PlayerView, PlayerViewModel) {
        let model = PlayerViewModel(trackID: "test")
        return (PlayerView(viewModel: model), model)
    }
}
