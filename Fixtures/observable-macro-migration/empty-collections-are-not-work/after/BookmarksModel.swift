import Combine
import Foundation
import Observation

struct Bookmark: Hashable {
    var title: String
}

/// Empty collections and `.init()` built with an initializer call are values, not work done at
/// creation.
@Observable
final class BookmarksModel {
    var bookmarks = [Bookmark]()
    var counts = [String: Int]()
    var lastOpened: Date = .init()
    var folders: [String]

    init() {
        folders = [String]()
    }
}
