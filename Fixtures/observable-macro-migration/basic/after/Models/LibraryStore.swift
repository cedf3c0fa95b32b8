import Combine
import Observation

/// The books the user keeps, shared by every screen.
@Observable
final class LibraryStore {
    var books: [String] = []
    var searchText = ""

    var visibleBooks: [String] {
        searchText.isEmpty ? books : books.filter { $0.contains(searchText) }
    }

    func add(_ title: String) {
        books.append(title)
    }
}
