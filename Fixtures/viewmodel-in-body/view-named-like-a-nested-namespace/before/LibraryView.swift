import SwiftUI

final class LibraryModel: ObservableObject {
    @Published var books: [String] = []
}

struct LibraryView: View {
    typealias DisplayStrings = Strings.LibraryView
    @ObservedObject var model: LibraryModel

    var body: some View {
        if model.books.isEmpty {
            Text(DisplayStrings.empty)
        } else {
            List(model.books, id: \.self) { Text($0) }
        }
    }
}
