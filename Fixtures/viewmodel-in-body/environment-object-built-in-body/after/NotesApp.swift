import SwiftUI

@main
struct NotesApp: App {
    @StateObject private var sessionStore = SessionStore()

    var body: some Scene {
        WindowGroup {
            if CommandLine.arguments.contains("--welcome") {
                Text("Welcome")
                    .environmentObject(sessionStore)
            } else {
                // The session every screen reads.
                NotesScreen(folders: ["Inbox", "Archive"])
                    .environmentObject(sessionStore)
            }
        }
    }
}
