import SwiftUI

struct ServerView: View {
    var body: some View {
        ContentView()
    }

    struct ContentView: View {
        @StateObject var theme = Theme()

        var body: some View {
            table
        }
    }
}

struct Badge: View {
    @EnvironmentObject private var theme: Theme

    var body: some View {
        Text(theme.accent)
    }
}
