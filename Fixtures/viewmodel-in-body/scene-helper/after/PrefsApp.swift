import SwiftUI

final class FilePanel: ObservableObject {
    @Published var lastPath = ""
}

struct PrefsScreen: View {
    @EnvironmentObject var panel: FilePanel

    var body: some View {
        Text(panel.lastPath)
    }
}

@main
struct PrefsApp: App {
    @StateObject private var filePanel = FilePanel()

    var body: some Scene {
        WindowGroup {
            Text("Documents")
        }
        settings()
    }

    /// Evaluated with 'body', like any scene it returns.
    private func settings() -> some Scene {
        Settings {
            PrefsScreen()
                .environmentObject(filePanel)
        }
    }
}
