import SwiftUI

@Observable
final class LibraryModel {
    var books: [String] = []
    var isLoading = false
}

struct LibraryView: View {
    @State private var model = LibraryModel()
    @State private var selection: LibraryModel = .init()

    var body: some View {
        List(model.books, id: \.self) { book in
            Text(book)
        }
    }
}
