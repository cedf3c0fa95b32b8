import SwiftUI

/// Injects what the extension of `View` computes for every view.
struct StatusView: View {
    var body: some View {
        ContentView()
            .environmentObject(currentSession)
            .environmentObject(Preferences.shared)
    }
}
