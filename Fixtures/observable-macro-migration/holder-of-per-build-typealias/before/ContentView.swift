import SwiftUI

struct ContentView: View {
    @StateObject private var settings = SettingsModel()
    /// A 'WindowLockHost' or a 'PanelLockHost' by build, never a 'SettingsModel'.
    @ObservedObject private var lockHost = LockHost.shared

    var body: some View {
        Text(settings.name + (lockHost.isLocked ? " (locked)" : ""))
    }
}
