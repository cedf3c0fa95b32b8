import SwiftUI

struct LibraryView: View {
    @StateObject private var library = LibraryViewModel()

    var body: some View {
        List {
            if library.books.isLoading {
                ProgressView()
            }
            if let error = library.books.error {
                Text(error.localizedDescription)
            }
            ForEach(library.books.value ?? []) { book in
                Text(book.title)
            }
        }
        .task {
            await library.load()
        }
    }
}
