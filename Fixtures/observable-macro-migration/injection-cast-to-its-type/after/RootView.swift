import SwiftUI

struct RootView: View {
    @State private var theme = ThemeSettings()
    let sessions: [RemoteSession]

    var body: some View {
        ProfileView()
            // The cast says which type the environment holds.
            .environmentObject(sessions[0] as Session)
            .environment(theme)
    }
}

struct ProfileView: View {
    @EnvironmentObject var session: Session
    @Environment(ThemeSettings.self) private var theme

    var body: some View {
        Text(session.userName + theme.accent)
    }
}
