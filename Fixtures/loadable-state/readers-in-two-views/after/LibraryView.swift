import SwiftUI

struct LibraryView: View {
    @StateObject private var viewModel = LibraryViewModel()

    var body: some View {
        VStack {
            if viewModel.books.isLoading {
                ProgressView()
            }
            List(viewModel.books.value ?? []) { book in
                Text(book.title)
            }
            LibraryStatusBar(viewModel: viewModel)
        }
        .task {
            await viewModel.loadBooks()
        }
    }
}
