import Combine
import Observation

@Observable
final class LibraryStore {
    var books: [String] = []

    func add(_ title: String) {
        books.append(title)
    }
}

@Observable
final class HistoryStore {
    var recent: [String] = []
}
