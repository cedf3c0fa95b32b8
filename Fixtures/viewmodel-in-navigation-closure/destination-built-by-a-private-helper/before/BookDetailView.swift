import SwiftUI

final class BookDetailViewModel: ObservableObject {
    @Published var book: Book
    @Published var isFavorite = false

    init(book: Book) {
        self.book = book
    }
}

struct BookDetailView: View {
    @ObservedObject var viewModel: BookDetailViewModel

    var body: some View {
        Text(viewModel.book.title)
            .onTapGesture { viewModel.isFavorite.toggle() }
    }
}
