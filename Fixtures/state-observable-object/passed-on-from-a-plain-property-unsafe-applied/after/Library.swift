import SwiftUI

final class Library: ObservableObject {
    @Published var titles: [String] = []
}

struct LibraryScreen: View {
    @StateObject private var library = Library()

    var body: some View {
        LibrarySection(library: library)
    }
}

struct LibrarySection: View {
    // Given by the screen, passed on to the list.
    let library: Library

    var body: some View {
        TitleList(library: library)
    }
}

struct TitleList: View {
    @ObservedObject var library: Library

    var body: some View {
        ForEach(library.titles, id: \.self) { title in
            Text(title)
        }
    }
}
