import SwiftUI

struct BookmarksView: View {
    @State private var model = BookmarksModel()

    var body: some View {
        List(model.bookmarks, id: \.self) { Text($0.title) }
    }
}
