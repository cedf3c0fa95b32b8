import SwiftUI

struct ShelfView: View {
    @State var shelf = Library()

    var body: some View {
        Text("\(shelf.books.count) books")
    }
}
