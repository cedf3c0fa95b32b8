import SwiftUI

struct LibrarySummaryView: View {
    @ObservedObject var store: LibraryStore
    @Environment(ReadingStats.self) private var stats

    var body: some View {
        @Bindable var stats = stats
        List {
            Section("Saved") {
                LabeledContent("Bookmarks", value: "\(store.bookmarkedIDs.count)")
                LabeledContent("Notes", value: "\(store.notes.count)")
            }
            Section("Streak") {
                Stepper("Streak: \(stats.streakDays) days", value: $stats.streakDays, in: 0...365)
                if let lastReadAt = stats.lastReadAt {
                    LabeledContent("Last read") {
                        Text(lastReadAt, style: .relative)
                    }
                }
            }
            Section("Recent notes") {
                ForEach(store.notes.suffix(5).reversed()) { note in
                    Text(note.text)
                        .lineLimit(2)
                }
            }
        }
        .navigationTitle("Library")
    }
}
