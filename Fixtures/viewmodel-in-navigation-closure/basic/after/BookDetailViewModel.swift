import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
}

final class BookDetailViewModel: ObservableObject {
    @Published private(set) var book: Book
    @Published private(set) var isFavorite = false

    init(book: Book) {
        self.book = book
    }

    func toggleFavorite() {
        isFavorite.toggle()
    }
}
