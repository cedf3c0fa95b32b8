import Combine

/// The books the user keeps, shared by every screen.
final class LibraryStore: ObservableObject {
    @Published var books: [String] = []
    @Published var searchText = ""

    var visibleBooks: [String] {
        searchText.isEmpty ? books : books.filter { $0.contains(searchText) }
    }

    func add(_ title: String) {
        books.append(title)
    }
}
