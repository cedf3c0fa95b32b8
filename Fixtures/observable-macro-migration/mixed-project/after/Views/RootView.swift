import SwiftUI

struct RootView: View {
    @State private var settings = AppSettings()
    @StateObject private var player = LegacyPlayer()
    @State private var playlist = PlaylistViewModel()

    var body: some View {
        VStack {
            PlayerScreen()
            PlaylistEditor(viewModel: playlist)
        }
        .environment(settings)
        .environmentObject(player)
    }
}

struct PlayerScreen: View {
    @Environment(AppSettings.self) private var settings
    @EnvironmentObject var player: LegacyPlayer

    var body: some View {
        @Bindable var settings = settings
        VStack {
            Toggle("Dark mode", isOn: $settings.isDarkMode)
            Toggle("Playing", isOn: $player.isPlaying)
            PlayerControls(settings: settings, player: player)
        }
    }
}

struct PlayerControls: View {
    var settings: AppSettings
    @ObservedObject var player: LegacyPlayer

    var body: some View {
        Text("\(player.position) at \(settings.volume)")
    }
}
