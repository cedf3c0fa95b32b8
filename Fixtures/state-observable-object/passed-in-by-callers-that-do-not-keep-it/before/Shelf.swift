import SwiftUI

final class Book: ObservableObject, Identifiable {
    let id = 0
    @Published var title = ""
}

final class Shelf: ObservableObject {
    @Published var books: [Book] = []
    var featured: Book { books.first ?? Book() }
}

struct ShelfView: View {
    @StateObject private var shelf = Shelf()

    var body: some View {
        List {
            BookRow(book: shelf.featured)
            ForEach(shelf.books) { book in
                BookRow(book: book)
            }
        }
    }
}

struct BookRow: View {
    @State var book: Book

    var body: some View {
        Text(book.title)
    }
}

/// Built by 'ForEach' through its initializer, with elements no call site shows, and once for
/// a book the list keeps.
struct SpineList: View {
    @StateObject private var shelf = Shelf()
    @StateObject private var pinned = Book()

    var body: some View {
        SpineView(book: pinned)
        ForEach(shelf.books, content: SpineView.init(book:))
    }
}

struct SpineView: View {
    @State var book: Book

    var body: some View {
        Text(book.title)
    }
}
