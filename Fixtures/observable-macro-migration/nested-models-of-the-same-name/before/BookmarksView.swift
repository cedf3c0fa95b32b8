import SwiftUI

struct BookmarksView: View {
    @StateObject private var model: Self.Model

    init(model: @autoclosure @escaping () -> Self.Model) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View {
        List(model.bookmarks, id: \.self) { Text($0) }
    }
}

// Another `Model`: each subclass inherits from the one its written path names.
extension BookmarksView {
    class Model: ObservableObject {
        @Published var bookmarks: [String] = []
    }
}

final class BookmarksViewModel: BookmarksView.Model {
    override init() {
        super.init()
        bookmarks = ["Start"]
    }
}

struct PlayerScreen: View {
    let player: Player

    var body: some View {
        VStack {
            ChaptersView(model: ChaptersViewModel(player: player))
            BookmarksView(model: BookmarksViewModel())
        }
    }
}
