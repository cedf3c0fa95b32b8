import SwiftUI

final class SettingsModel: ObservableObject {
    @Published var isDarkMode = false
}

struct SettingsSheet: View {
    let title: String
    @StateObject private var model = SettingsModel()
    var onClose: () -> Void = {}

    var body: some View {
        Toggle(title, isOn: $model.isDarkMode)
    }
}

struct HomeView: View {
    @State private var showsSettings = false

    var body: some View {
        Button("Settings") { showsSettings = true }
            .sheet(isPresented: $showsSettings) {
                SettingsSheet(title: "Settings")
            }
    }
}
