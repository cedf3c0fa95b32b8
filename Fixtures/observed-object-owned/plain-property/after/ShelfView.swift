import SwiftUI

struct ShelfView: View {
    let shelf = Library()

    var body: some View {
        Text("\(shelf.books.count) books")
    }
}
