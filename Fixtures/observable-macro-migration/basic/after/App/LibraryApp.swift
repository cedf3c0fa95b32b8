import SwiftUI

@main
struct LibraryApp: App {
    @State private var store = LibraryStore()

    var body: some Scene {
        WindowGroup {
            BookListView()
                .environment(store) // shared with every screen
        }
    }
}
