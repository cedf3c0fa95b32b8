import Observation
import SwiftUI

struct Book: Identifiable {
    let id: Int
    let title: String
}

@Observable
final class BookRowModel {
    var isFavorite = false
    let book: Book

    init(book: Book) {
        self.book = book
    }
}

struct BookRow: View {
    let model: BookRowModel

    var body: some View {
        Text(model.book.title)
    }
}

struct LibraryView: View {
    let books: [Book]

    var body: some View {
        List(books) { book in
            BookRow(model: BookRowModel(book: book))
        }
    }
}
