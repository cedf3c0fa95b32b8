import SwiftUI

public struct ShelfView: View {
    @State var library = Library()

    public init() {}

    public var body: some View {
        Text("\(library.books.count) books")
    }
}
