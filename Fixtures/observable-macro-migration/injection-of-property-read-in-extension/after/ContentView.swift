import SwiftUI

/// The app's own `ContentView`: the extension's `ServerView.ContentView` is the other one.
struct ContentView: View {
    @Environment(Theme.self) private var theme

    var body: some View {
        ServerView()
            .tint(theme.accent == "blue" ? .blue : .red)
    }
}
