import SwiftUI

@main
struct ReaderApp: App {
    @State private var model = AppModel(library: LibraryStore())

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(model)
        }
    }
}
