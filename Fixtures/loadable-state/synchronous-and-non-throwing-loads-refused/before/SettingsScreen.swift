import SwiftUI

struct SettingsScreen: View {
    @StateObject private var local = LocalSettingsViewModel()
    @StateObject private var remote = RemoteSettingsViewModel()
    @StateObject private var saved = SavedSettingsViewModel()

    var body: some View {
        VStack {
            if local.isLoading || remote.isLoading || saved.isLoading {
                ProgressView()
            }
            Text(local.errorMessage ?? remote.errorMessage ?? "\(local.settings.count + remote.settings.count) settings")
            if let error = saved.error {
                Text("\(error.localizedDescription) (\(saved.settings.count) saved)")
            }
        }
        .task {
            local.loadSettings()
            await remote.loadSettings()
            await saved.loadSettings()
        }
    }
}
