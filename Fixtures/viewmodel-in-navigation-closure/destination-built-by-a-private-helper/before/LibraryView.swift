import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct LibraryView: View {
    let books: [Book]

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(value: book) {
                    Text(book.title)
                }
            }
            .navigationDestination(for: Book.self) { book in
                destination(for: book)
            }
        }
    }

    /// Only the destination closure calls this: the model is built when a book is pushed.
    @ViewBuilder
    private func destination(for book: Book) -> some View {
        BookDetailView(viewModel: BookDetailViewModel(book: book))
    }
}
