import Combine
import Foundation

struct Bookmark: Hashable {
    var title: String
}

/// Empty collections and `.init()` built with an initializer call are values, and reading a
/// setting changes nothing: no work done at creation.
final class BookmarksModel: ObservableObject {
    @Published var bookmarks = [Bookmark]()
    @Published var counts = [String: Int]()
    @Published var lastOpened: Date = .init()
    @Published var folders: [String]
    @Published var showsHidden: Bool

    init() {
        folders = [String]()
        showsHidden = UserDefaults.standard.bool(forKey: "bookmarks.showsHidden")
    }
}
