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

    // Checks its input first, then hands a model on the same way.
    init?(storedTitle: String?) {
        guard let storedTitle else { return nil }
        self.init(PlaylistModel(title: storedTitle))
    }

    var body: some View {
        Text(model.title)
            .onTapGesture { model.title = "" }
    }
}

// Its second initializer hands on a local named like the property, which is not a read of it.
struct QueueView: View {
    @StateObject private var model: PlaylistModel

    init(_ model: @autoclosure @escaping () -> PlaylistModel) {
        self._model = StateObject(wrappedValue: model())
    }

    init(title: String) {
        let model = PlaylistModel(title: title)
        self.init(model)
    }

    var body: some View {
        Text(model.title)
    }
}

struct LibraryView: View {
    let name: String

    var body: some View {
        VStack {
            PlaylistView(PlaylistModel(title: name))
            PlaylistView(title: "Favourites")
            QueueView(PlaylistModel(title: "Up next"))
            QueueView(title: name)
        }
    }
}
