import SwiftUI

struct LibraryView: View {
    @StateObject private var library = LibraryViewModel()

    var body: some View {
        List {
            if library.isLoading {
                ProgressView()
            }
            if let error = library.error {
                Text(error.localizedDescription)
            }
            ForEach(library.books) { book in
                Text(book.title)
            }
        }
        .task {
            await library.load()
        }
    }
}
