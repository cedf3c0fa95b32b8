import SwiftUI

final class SettingsStore: ObservableObject {
    static let shared = SettingsStore()

    @Published var notificationsEnabled = true
}

struct SettingsView: View {
    @State private var store = SettingsStore.shared

    var body: some View {
        Text(store.notificationsEnabled ? "Notifications on" : "Notifications off")
    }
}
