import SwiftUI

/// Builds the place screen with `.init(…)`, which names no type at the call: the screen is an
/// app screen, not one only its preview creates.
enum Routes {
    static func placeScreen(for name: String) -> PlaceView {
        .init(name: name)
    }
}
