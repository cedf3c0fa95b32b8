import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct SearchView: View {
    @ObservedObject var viewModel: SearchModel
    let title: String

    init(title: String, viewModel: SearchModel = SearchModel()) {
        self.title = title
        self.viewModel = viewModel
    }

    var body: some View {
        TextField(title, text: $viewModel.query)
    }
}

struct HomeView: View {
    let shared: SearchModel

    var body: some View {
        NavigationStack {
            NavigationLink("Search") {
                SearchView(title: "Search", viewModel: shared)
            }
        }
    }
}

struct SearchView_Previews: PreviewProvider {
    static let stub: SearchModel = {
        let model = SearchModel()
        model.query = "coffee"
        return model
    }()

    static var previews: some View {
        SearchView(title: "Preview", viewModel: stub)
    }
}

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
}

/// Its own model is only ever a preview's: every call in the app passes one.
struct PlayerView: View {
    var player = PlayerModel()

    var body: some View {
        Text(player.isPlaying ? "Playing" : "Paused")
    }
}

struct NowPlayingView: View {
    @StateObject private var player = PlayerModel()

    var body: some View {
        PlayerView(player: player)
    }
}

struct PlayerView_Previews: PreviewProvider {
    static var previews: some View {
        PlayerView()
    }
}
