import SwiftUI

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            // Every screen reads the same library.
            ShelfScreen(fontSize: 14)
                .environment(LibraryModel())
        }
    }
}
