import Combine

final class LibraryStore: ObservableObject {
    @Published var books: [String] = []

    func add(_ title: String) {
        books.append(title)
    }
}

final class HistoryStore: ObservableObject {
    @Published var recent: [String] = []
}
