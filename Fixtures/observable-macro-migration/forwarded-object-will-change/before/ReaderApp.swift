import SwiftUI

@main
struct ReaderApp: App {
    @StateObject private var model = AppModel(library: LibraryStore())

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(model)
        }
    }
}
