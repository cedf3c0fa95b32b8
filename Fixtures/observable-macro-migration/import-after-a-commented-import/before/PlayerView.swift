import SwiftUI

struct PlayerView: View {
  @StateObject private var keyboard = KeyboardActions()

  var body: some View {
    Text(keyboard.lastKey ?? "No key")
  }
}
