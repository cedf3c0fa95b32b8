import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            // The session every screen reads.
            NotesScreen(folders: ["Inbox", "Archive"])
                .environmentObject(SessionStore())
        }
    }
}
