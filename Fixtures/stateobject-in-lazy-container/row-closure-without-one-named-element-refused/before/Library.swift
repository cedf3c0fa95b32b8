import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

final class BookRowViewModel: ObservableObject {
    @Published var title: String

    init(book: Book) {
        title = book.title
    }
}

@MainActor
final class LibraryViewModel: ObservableObject {
    @Published var books: [Book] = []
}

struct BookRow: View {
    @ObservedObject var viewModel: BookRowViewModel

    var body: some View {
        Text(viewModel.title)
    }
}

struct LibraryView: View {
    @StateObject private var viewModel = LibraryViewModel()

    var body: some View {
        List {
            ForEach(viewModel.books) {
                BookRow(viewModel: BookRowViewModel(book: $0))
            }
            ForEach(Array(zip(viewModel.books, viewModel.books.indices)), id: \.0.id) { (book, index) in
                BookRow(viewModel: BookRowViewModel(book: book))
            }
        }
    }
}
