import SwiftUI

struct ServerList: View {
    var body: some View {
        Content()
    }
}

// Each build declares its own 'Content'; only one of them has 'theme', and the extension
// reading it can only mean that one.
#if COMPACT
extension ServerList {
    struct Content: View {
        var body: some View {
            Text("Servers")
        }
    }
}
#else
extension ServerList {
    struct Content: View {
        @Environment(Theme.self) private var theme

        var body: some View {
            rows
        }
    }
}

private extension ServerList.Content {
    var rows: some View {
        Text(theme.tint)
            .environment(theme)
    }
}
#endif
