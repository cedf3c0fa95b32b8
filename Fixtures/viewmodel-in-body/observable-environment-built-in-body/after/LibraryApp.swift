import SwiftUI

@main
struct LibraryApp: App {
    @State private var libraryModel = LibraryModel()

    var body: some Scene {
        WindowGroup {
            // Every screen reads the same library.
            ShelfScreen(fontSize: 14)
                .environment(libraryModel)
        }
    }
}
