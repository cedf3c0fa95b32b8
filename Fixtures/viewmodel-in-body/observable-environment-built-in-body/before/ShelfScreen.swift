import SwiftUI

struct ShelfScreen: View {
    let fontSize: Double

    var body: some View {
        BookList()
            .environment(ReaderSettings(fontSize: fontSize))
            .environment(\.colorScheme, .dark)
    }
}

struct BookList: View {
    @Environment(LibraryModel.self) private var library
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        ForEach(library.books, id: \.self) { book in
            Text(book)
        }
        .font(.system(size: settings.fontSize))
    }
}

struct BookList_Previews: PreviewProvider {
    static var previews: some View {
        BookList()
            .environment(LibraryModel())
            .environment(ReaderSettings(fontSize: 12))
    }
}
