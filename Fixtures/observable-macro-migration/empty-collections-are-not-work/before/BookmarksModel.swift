import Combine
import Foundation

struct Bookmark: Hashable {
    var title: String
}

/// Empty collections and `.init()` built with an initializer call are values, not work done at
/// creation.
final class BookmarksModel: ObservableObject {
    @Published var bookmarks = [Bookmark]()
    @Published var counts = [String: Int]()
    @Published var lastOpened: Date = .init()
    @Published var folders: [String]

    init() {
        folders = [String]()
    }
}
