import SwiftUI

@main
struct LibraryApp: App {
    @StateObject private var store = LibraryStore()

    var body: some Scene {
        WindowGroup {
            BookListView()
                .environmentObject(store) // shared with every screen
        }
    }
}
