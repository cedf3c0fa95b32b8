import SwiftUI

@main
struct NotesApp: App {
    @StateObject private var sessionStore = SessionStore()

    var body: some Scene {
        WindowGroup {
            // The session every screen reads.
            NotesScreen(folders: ["Inbox", "Archive"])
                .environmentObject(sessionStore)
        }
    }
}
