import SwiftUI

final class ThemeStore: ObservableObject {
    @Published var accent = "blue"
}

struct ThemedLabel: View {
    @EnvironmentObject var theme: ThemeStore

    var body: some View {
        Text(theme.accent)
    }
}

/// Shows the app's root view; it creates itself, once, when the app starts.
final class SessionWindows {
    static let shared = SessionWindows()

    func makeRoot() -> some View {
        SessionRoot()
    }
}

struct SessionRoot: View {
    @StateObject private var themeStore = ThemeStore()

    var body: some View {
        ThemedLabel()
            .environmentObject(themeStore)
    }
}

#if DEBUG
#Preview {
    SessionRoot()
}
#endif
