import SwiftUI

/// Builds a new 'Book' each time it is created, which the cover's '@State' hid by keeping the first.
struct FeaturedShelf: View {
    let book = Book()

    var body: some View {
        CoverView(book: book)
    }
}

struct CoverView: View {
    @State var book: Book

    var body: some View {
        Text(book.title)
    }
}
