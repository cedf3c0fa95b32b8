import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            if CommandLine.arguments.contains("--welcome") {
                Text("Welcome")
                    .environmentObject(SessionStore())
            } else {
                // The session every screen reads.
                NotesScreen(folders: ["Inbox", "Archive"])
                    .environmentObject(SessionStore())
            }
        }
    }
}
