import SwiftUI

struct BookDetailView: View {
    @ObservedObject var viewModel: BookDetailViewModel

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
