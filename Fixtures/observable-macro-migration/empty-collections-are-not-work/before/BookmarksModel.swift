import Combine

struct Bookmark: Hashable {
    var title: String
}

/// Empty collections built with an initializer call are values, not work done at creation.
final class BookmarksModel: ObservableObject {
    @Published var bookmarks = [Bookmark]()
    @Published var counts = [String: Int]()
    @Published var folders: [String]

    init() {
        folders = [String]()
    }
}
