import SwiftUI

struct CatalogView: View {
    @StateObject private var viewModel = CatalogViewModel()

    var body: some View {
        Group {
            if viewModel.isLoading {
                ProgressView()
            } else if let error = viewModel.error {
                Text(error.localizedDescription)
            } else {
                List(viewModel.books) { book in
                    Text(book.title)
                }
            }
        }
        .refreshable { await viewModel.load() }
        .task { await viewModel.load() }
    }
}
