import Combine
import SwiftUI

final class BookmarksModel: ObservableObject {
    @Published var articles: [Article] = []
    @Published var filter = ""
    @Published var showsLongReadsOnly = false

    func filtered() -> [Article] {
        articles.filter { article in
            (filter.isEmpty || article.title.localizedCaseInsensitiveContains(filter))
                && (!showsLongReadsOnly || article.isLongRead)
        }
    }

    func update(from all: [Article], bookmarkedIDs: Set<Article.ID>) {
        articles = all.filter { bookmarkedIDs.contains($0.id) }
    }
}

struct BookmarksView: View {
    @ObservedObject var model = BookmarksModel()
    @EnvironmentObject private var library: LibraryStore
    @Environment(\.articlesAPI) private var api
    @State private var isConfirmingClear = false

    var body: some View {
        NavigationStack {
            List {
                Toggle("Long reads only", isOn: $model.showsLongReadsOnly)
                ForEach(model.filtered()) { article in
                    ArticleSummaryRow(article: article, isBookmarked: true)
                }
                .onDelete { offsets in
                    let removed = offsets.map { model.filtered()[$0] }
                    removed.forEach(library.toggleBookmark(for:))
                }
            }
            .searchable(text: $model.filter)
            .navigationTitle("Bookmarks")
            .toolbar {
                ToolbarItem(placement: .destructiveAction) {
                    Button("Clear", role: .destructive) {
                        isConfirmingClear = true
                    }
                    .disabled(library.bookmarkedIDs.isEmpty)
                }
            }
            .confirmationDialog("Remove all bookmarks?", isPresented: $isConfirmingClear, titleVisibility: .visible) {
                Button("Remove All", role: .destructive) {
                    model.articles.forEach(library.toggleBookmark(for:))
                }
            }
            .task(id: library.bookmarkedIDs) {
                let all = (try? await api.fetchArticles()) ?? []
                model.update(from: all, bookmarkedIDs: library.bookmarkedIDs)
            }
        }
    }
}
