import SwiftUI

struct BookDetailView: View {
    @StateObject private var viewModel: BookDetailViewModel

    init(book: Book) {
        _viewModel = StateObject(wrappedValue: BookDetailViewModel(book: book))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(viewModel.book.author)
                .font(.subheadline)
            Button(viewModel.isFavorite ? "Remove from Favorites" : "Add to Favorites") {
                viewModel.toggleFavorite()
            }
        }
        .navigationTitle(viewModel.book.title)
    }
}
