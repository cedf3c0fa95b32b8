import SwiftUI

final class BookDetailViewModel: ObservableObject {
    @Published var book: Book
    @Published var isFavorite = false

    init(book: Book) {
        self.book = book
    }
}

struct BookDetailView: View {
    @StateObject private var viewModel: BookDetailViewModel

    init(book: Book) {
        _viewModel = StateObject(wrappedValue: BookDetailViewModel(book: book))
    }

    var body: some View {
        Text(viewModel.book.title)
            .onTapGesture { viewModel.isFavorite.toggle() }
    }
}
