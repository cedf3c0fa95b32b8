import SwiftUI

@Observable
final class JournalStore {
    private(set) var entries: [String] = []

    init() {
        // Work in the initializer: in an `App` it runs once, at launch.
        restore()
    }

    private func restore() {
        entries = ["First entry"]
    }
}

@main
struct JournalApp: App {
    @State private var store = JournalStore()

    var body: some Scene {
        WindowGroup {
            Text("\(store.entries.count) entries")
        }
    }
}
