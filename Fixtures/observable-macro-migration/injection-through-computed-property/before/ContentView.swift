import SwiftUI

struct ContentView: View {
    @EnvironmentObject private var session: Session
    @EnvironmentObject private var preferences: Preferences

    var body: some View {
        Text(session.user)
            .font(.system(size: Double(preferences.fontSize)))
    }
}
