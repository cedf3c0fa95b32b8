import SwiftUI

@main
struct ReaderApp: App {
    @StateObject private var library = LibraryStore()
    @State private var stats = ReadingStats()
    @Environment(\.scenePhase) private var scenePhase

    private let api: ArticlesAPI = LiveArticlesAPI()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(library)
                .environment(stats)
                .environment(\.articlesAPI, api)
        }
        .onChange(of: scenePhase) { _, newPhase in
            if newPhase == .background {
                stats.streakDays = max(stats.streakDays, 1)
            }
        }
    }
}
