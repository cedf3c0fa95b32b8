import SwiftUI

struct RootView: View {
    @StateObject private var settings = AppSettings()
    @StateObject private var player = LegacyPlayer()
    @StateObject private var playlist = PlaylistViewModel()

    var body: some View {
        VStack {
            PlayerScreen()
            PlaylistEditor(viewModel: playlist)
        }
        .environmentObject(settings)
        .environmentObject(player)
    }
}

struct PlayerScreen: View {
    @EnvironmentObject var settings: AppSettings
    @EnvironmentObject var player: LegacyPlayer

    var body: some View {
        VStack {
            Toggle("Dark mode", isOn: $settings.isDarkMode)
            Toggle("Playing", isOn: $player.isPlaying)
            PlayerControls(settings: settings, player: player)
        }
    }
}

struct PlayerControls: View {
    @ObservedObject var settings: AppSettings
    @ObservedObject var player: LegacyPlayer

    var body: some View {
        Text("\(player.position) at \(settings.volume)")
    }
}
