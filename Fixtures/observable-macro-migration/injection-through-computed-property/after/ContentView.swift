import SwiftUI

struct ContentView: View {
    @Environment(Session.self) private var session
    @Environment(Preferences.self) private var preferences

    var body: some View {
        Text(session.user)
            .font(.system(size: Double(preferences.fontSize)))
    }
}
