import SwiftUI

struct ArticleDetailView: View {
    @ObservedObject var viewModel: ArticleDetailViewModel
    @EnvironmentObject private var library: LibraryStore
    @Environment(ReadingStats.self) private var stats
    @State private var isShowingNotes = false

    var body: some View {
        Group {
            switch viewModel.phase {
            case .idle, .loading:
                ProgressView()
            case .failed(let message):
                ContentUnavailableView("Article unavailable", systemImage: "doc.questionmark", description: Text(message))
            case .loaded(let article):
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        Text(article.title)
                            .font(.largeTitle.bold())
                        NavigationLink(value: article.author) {
                            Label(article.author.name, systemImage: "person.circle")
                        }
                        Text(article.publishedAt, style: .date)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Divider()
                        Text(article.body)
                            .font(.system(size: 17 * viewModel.fontScale))
                            .lineSpacing(6)
                    }
                    .padding()
                }
                .onDisappear { stats.recordRead(article) }
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button {
                            library.toggleBookmark(for: article)
                        } label: {
                            Image(systemName: library.isBookmarked(article) ? "bookmark.fill" : "bookmark")
                        }
                        Button {
                            isShowingNotes = true
                        } label: {
                            Image(systemName: "note.text")
                        }
                    }
                }
                .sheet(isPresented: $isShowingNotes) {
                    NotesListSheet(notes: library.notes(for: article))
                }
            }
        }
        .navigationTitle(viewModel.title)
        .navigationBarTitleDisplayMode(.inline)
        .task { await viewModel.load() }
    }
}

private struct NotesListSheet: View {
    let notes: [ArticleNote]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(notes) { note in
                VStack(alignment: .leading, spacing: 4) {
                    Text(note.text)
                    Text(note.createdAt, format: .dateTime.day().month().year())
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .overlay {
                if notes.isEmpty {
                    ContentUnavailableView("No notes yet", systemImage: "note")
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
