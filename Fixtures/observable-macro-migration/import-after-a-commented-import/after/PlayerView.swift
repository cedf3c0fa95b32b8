import SwiftUI

struct PlayerView: View {
  @State private var keyboard = KeyboardActions()

  var body: some View {
    Text(keyboard.lastKey ?? "No key")
  }
}
