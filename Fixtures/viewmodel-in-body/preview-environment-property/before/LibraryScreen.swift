import SwiftUI

struct LibraryScreen: View {
    @Environment(PlayerModel.self) private var player
    @EnvironmentObject private var library: LibraryStore

    var body: some View {
        List(library.titles, id: \.self) { title in
            Text(player.isPlaying ? "\(title) (playing)" : title)
        }
    }
}

struct LibraryScreen_Previews: PreviewProvider {
    static var previews: some View {
        LibraryScreen()
            .withSampleEnvironment
    }
}
