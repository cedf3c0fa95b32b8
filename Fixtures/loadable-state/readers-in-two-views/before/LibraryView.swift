import SwiftUI

struct LibraryView: View {
    @StateObject private var viewModel = LibraryViewModel()

    var body: some View {
        VStack {
            if viewModel.isLoading {
                ProgressView()
            }
            List(viewModel.books) { book in
                Text(book.title)
            }
            LibraryStatusBar(viewModel: viewModel)
        }
        .task {
            await viewModel.loadBooks()
        }
    }
}
