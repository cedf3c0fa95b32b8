import SwiftUI

struct RootView: View {
    @StateObject private var theme = ThemeSettings()
    let sessions: [RemoteSession]

    var body: some View {
        ProfileView()
            // The cast says which type the environment holds.
            .environmentObject(sessions[0] as Session)
            .environmentObject(theme)
    }
}

struct ProfileView: View {
    @EnvironmentObject var session: Session
    @EnvironmentObject var theme: ThemeSettings

    var body: some View {
        Text(session.userName + theme.accent)
    }
}
