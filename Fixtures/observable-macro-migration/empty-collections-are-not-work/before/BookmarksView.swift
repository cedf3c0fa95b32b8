import SwiftUI

struct BookmarksView: View {
    @StateObject private var model = BookmarksModel()

    var body: some View {
        List(model.bookmarks, id: \.self) { Text($0.title) }
    }
}
