import SwiftUI

final class LibraryStore: ObservableObject {
    @Published var books: [String] = []
}

struct ShelfView: View {
    @EnvironmentObject private var store: LibraryStore

    var body: some View {
        List(store.books, id: \.self) { Text($0) }
    }
}

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            ShelfView()
                .environmentObject(LibraryStore())
        }
    }
}

extension ReaderApp {
    /// Takes the name the fix would give the app's store.
    var libraryStore: String { "Library" }
}
