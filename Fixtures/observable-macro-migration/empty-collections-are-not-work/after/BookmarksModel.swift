import Combine
import Foundation
import Observation

struct Bookmark: Hashable {
    var title: String
}

/// Empty collections and `.init()` built with an initializer call are values, and reading a
/// setting changes nothing: no work done at creation.
@Observable
final class BookmarksModel {
    var bookmarks = [Bookmark]()
    var counts = [String: Int]()
    var lastOpened: Date = .init()
    var folders: [String]
    var showsHidden: Bool

    init() {
        folders = [String]()
        showsHidden = UserDefaults.standard.bool(forKey: "bookmarks.showsHidden")
    }
}
