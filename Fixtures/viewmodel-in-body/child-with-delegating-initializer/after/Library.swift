import SwiftUI

final class PlaylistModel: ObservableObject {
    @Published var title: String

    init(title: String) {
        self.title = title
    }
}

struct PlaylistView: View {
    @StateObject private var model: PlaylistModel

    init(_ model: @autoclosure @escaping () -> PlaylistModel) {
        self._model = StateObject(wrappedValue: model())
    }

    // Hands its model to the initializer above, as a call site would.
    init(title: String) {
        self.init(PlaylistModel(title: title))
    }

    var body: some View {
        Text(model.title)
            .onTapGesture { model.title = "" }
    }
}

struct LibraryView: View {
    let name: String

    var body: some View {
        VStack {
            PlaylistView(PlaylistModel(title: name))
            PlaylistView(title: "Favourites")
        }
    }
}
