import Foundation
import Combine // Required for ObservableObject
import Observation

/// Bridges key presses the player's controller sees to the views that react to them.
@Observable
final class KeyboardActions {
  var lastKey: String?

  func press(_ key: String) {
    lastKey = key
  }
}
