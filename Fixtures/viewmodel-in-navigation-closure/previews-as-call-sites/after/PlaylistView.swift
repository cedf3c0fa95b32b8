import SwiftUI

final class PlaylistViewModel: ObservableObject {
    let id: Int
    @Published private(set) var songs: [String] = []

    init(id: Int) {
        self.id = id
    }

    func load() {
        songs = ["Intro", "Outro"]
    }
}

struct PlaylistView: View {
    @StateObject private var viewModel: PlaylistViewModel

    init(id: Int) {
        _viewModel = StateObject(wrappedValue: PlaylistViewModel(id: id))
    }

    var body: some View {
        List(viewModel.songs, id: \.self) { song in
            Text(song)
        }
        .onAppear(perform: viewModel.load)
    }
}

struct PlaylistView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            PlaylistView(id: 1)
        }
    }
}
