import Foundation
import Combine // Required for ObservableObject

/// Bridges key presses the player's controller sees to the views that react to them.
final class KeyboardActions: ObservableObject {
  @Published var lastKey: String?

  func press(_ key: String) {
    lastKey = key
  }
}
