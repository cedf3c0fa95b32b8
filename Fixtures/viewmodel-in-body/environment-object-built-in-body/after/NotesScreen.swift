import SwiftUI

struct NotesScreen: View {
    let folders: [String]
    @State private var showsTheme = false
    @StateObject private var uiState = UIState(sidebarVisible: false)

    var body: some View {
        VStack {
            ForEach(folders, id: \.self) { folder in
                FolderRow(name: folder)
                    .environmentObject(BadgeCounter(start: folder.count))
            }
            Button("Theme") { showsTheme = true }
        }
        .environmentObject(uiState)
        .sheet(isPresented: $showsTheme) {
            ThemePicker()
                .environmentObject(ThemeStore())
        }
    }
}

struct FolderRow: View {
    let name: String
    @EnvironmentObject var counter: BadgeCounter
    @EnvironmentObject var state: UIState

    var body: some View {
        Text("\(name) \(counter.count) \(state.sidebarVisible ? "" : "…")")
    }
}

struct ThemePicker: View {
    @EnvironmentObject var theme: ThemeStore

    var body: some View {
        Text(theme.accent)
    }
}

struct ArchiveScreen: View {
    let total: Int
    @StateObject private var uiState = UIState(sidebarVisible: true)

    static let title = "Archive"

    var body: some View {
        FolderRow(name: Self.title)
            .environmentObject(BadgeCounter(start: total))
            .environmentObject(uiState)
    }
}
