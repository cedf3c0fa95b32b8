import SwiftUI

struct PlaylistEditor: View {
    @ObservedObject var viewModel: PlaylistViewModel
    @EnvironmentObject var player: LegacyPlayer

    var body: some View {
        VStack {
            TextField("Name", text: $viewModel.name)
            Text("\(viewModel.tracks.count) tracks, playing: \(player.isPlaying ? "yes" : "no")")
        }
    }
}

struct PlaylistEditor_Previews: PreviewProvider {
    static var previews: some View {
        PlaylistEditor(viewModel: PlaylistViewModel())
            .environmentObject(LegacyPlayer())
            .environmentObject(AppSettings())
    }
}
