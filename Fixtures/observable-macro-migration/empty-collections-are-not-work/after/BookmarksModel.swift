import Combine
import Observation

struct Bookmark: Hashable {
    var title: String
}

/// Empty collections built with an initializer call are values, not work done at creation.
@Observable
final class BookmarksModel {
    var bookmarks = [Bookmark]()
    var counts = [String: Int]()
    var folders: [String]

    init() {
        folders = [String]()
    }
}
