import SwiftUI

struct LibraryView: View {
    let books: [Book]
    @State private var selectedBook: Book?

    var body: some View {
        NavigationStack {
            List(books) { book in
                Button(book.title) {
                    selectedBook = book
                }
            }
            .navigationTitle("Library")
            .navigationDestination(item: $selectedBook) { book in
                BookDetailView(book: book)
            }
        }
    }
}
