import SwiftUI

struct ServerView: View {
    var body: some View {
        ContentView()
    }

    struct ContentView: View {
        @State var theme = Theme()

        var body: some View {
            table
        }
    }
}

struct Badge: View {
    @Environment(Theme.self) private var theme

    var body: some View {
        Text(theme.accent)
    }
}
