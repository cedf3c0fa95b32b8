import Combine
import SwiftUI

@MainActor
final class ReadingListViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []
    @Published private(set) var failureMessage: String?
    @Published var sortOrder: SortOrder = .newest

    enum SortOrder: String, CaseIterable, Identifiable {
        case newest = "Newest"
        case shortest = "Shortest"

        var id: String { rawValue }
    }

    private var api: ArticlesAPI?

    func configure(api: ArticlesAPI) {
        self.api = api
    }

    func refresh(bookmarkedIDs: Set<Article.ID>) async {
        guard let api else { return }
        do {
            let all = try await api.fetchArticles()
            articles = sorted(all.filter { bookmarkedIDs.contains($0.id) })
            failureMessage = nil
        } catch {
            failureMessage = error.localizedDescription
        }
    }

    func resort() {
        articles = sorted(articles)
    }

    private func sorted(_ articles: [Article]) -> [Article] {
        switch sortOrder {
        case .newest:
            return articles.sorted { $0.publishedAt > $1.publishedAt }
        case .shortest:
            return articles.sorted { $0.readingMinutes < $1.readingMinutes }
        }
    }
}

struct ReadingListView: View {
    @StateObject private var viewModel = ReadingListViewModel()
    @EnvironmentObject private var library: LibraryStore
    @Environment(\.articlesAPI) private var api

    var body: some View {
        NavigationStack {
            ScrollView {
                Picker("Sort", selection: $viewModel.sortOrder) {
                    ForEach(ReadingListViewModel.SortOrder.allCases) { order in
                        Text(order.rawValue).tag(order)
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)

                if let message = viewModel.failureMessage {
                    Text(message)
                        .foregroundStyle(.red)
                        .padding()
                }

                LazyVStack(spacing: 12) {
                    ForEach(viewModel.articles) { article in
                        NavigationLink(value: article) {
                            ArticleRowView(article: article)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
            }
            .navigationTitle("Reading List")
            .navigationDestination(for: Article.self) { article in
                ArticleReaderView(article: article)
            }
            .onAppear { viewModel.configure(api: api) }
            .task(id: library.bookmarkedIDs) {
                await viewModel.refresh(bookmarkedIDs: library.bookmarkedIDs)
            }
            .onChange(of: viewModel.sortOrder) {
                viewModel.resort()
            }
        }
    }
}

/// Offline reader for an article that is already loaded.
struct ArticleReaderView: View {
    let article: Article
    @AppStorage("readerFontScale") private var fontScale = 1.0
    @State private var progress = ReadingProgress()

    var body: some View {
        ScrollView {
            Text(article.body)
                .font(.system(size: 17 * fontScale))
                .padding()
            Button(progress.isFinished ? "Finished" : "Mark as Read") {
                progress.advance(by: 1)
            }
            .disabled(progress.isFinished)
        }
        .safeAreaInset(edge: .top) {
            ProgressView(value: progress.fraction)
                .progressViewStyle(.linear)
        }
        .navigationTitle(article.title)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Menu {
                    Button("Larger Text") { fontScale = min(fontScale + 0.1, 2.0) }
                    Button("Smaller Text") { fontScale = max(fontScale - 0.1, 0.8) }
                } label: {
                    Image(systemName: "textformat.size")
                }
            }
        }
    }
}
