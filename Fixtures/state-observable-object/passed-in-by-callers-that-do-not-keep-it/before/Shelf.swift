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
