import SwiftUI

struct ArticlesListView: View {
    @StateObject private var viewModel: ArticlesListViewModel
    @EnvironmentObject private var library: LibraryStore
    @Environment(ReadingStats.self) private var stats
    @State private var deepLinkedArticle: Article?
    @State private var articleForNote: Article?

    private let api: ArticlesAPI

    init(api: ArticlesAPI) {
        self.api = api
        _viewModel = StateObject(wrappedValue: ArticlesListViewModel(api: api))
    }

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Articles")
                .searchable(text: $viewModel.searchText, prompt: "Search titles or authors")
                .refreshable { await viewModel.load() }
                .navigationDestination(item: $deepLinkedArticle) { article in
                    ArticleDetailView(viewModel: ArticleDetailViewModel(articleID: article.id, api: api))
                }
                .navigationDestination(for: Author.self) { author in
                    AuthorProfileView(id: author.id)
                }
                .navigationDestination(for: Article.self) { article in
                    ArticleReaderView(article: article)
                }
                .sheet(item: $articleForNote) { article in
                    NoteEditorView(viewModel: NoteEditorViewModel(article: article), onSave: { text in
                        library.addNote(text, to: article)
                        Task { await viewModel.saveNote(text, for: article) }
                    })
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button {
                            deepLinkedArticle = viewModel.articles.randomElement()
                        } label: {
                            Label("Surprise me", systemImage: "dice")
                        }
                        .disabled(viewModel.articles.isEmpty)
                    }
                }
        }
        .task { await viewModel.load() }
        .onOpenURL { url in
            let id = url.lastPathComponent
            deepLinkedArticle = viewModel.articles.first { $0.id == id }
        }
    }

    @ViewBuilder
    private var content: some View {
        if viewModel.isLoading {
            ProgressView("Loading articles…")
        } else if let error = viewModel.error {
            ContentUnavailableView {
                Label("Couldn't load articles", systemImage: "wifi.exclamationmark")
            } description: {
                Text(error.localizedDescription)
            } actions: {
                Button("Try Again") {
                    Task { await viewModel.load() }
                }
                .buttonStyle(.borderedProminent)
            }
        } else {
            List {
                ForEach(viewModel.visibleArticles) { article in
                    NavigationLink(destination: ArticleDetailView(viewModel: ArticleDetailViewModel(articleID: article.id, api: api))) {
                        ArticleSummaryRow(article: article, isBookmarked: library.isBookmarked(article))
                    }
                    .swipeActions(edge: .trailing) {
                        Button {
                            library.toggleBookmark(for: article)
                        } label: {
                            Label("Bookmark", systemImage: "bookmark")
                        }
                        .tint(.orange)

                        Button {
                            articleForNote = article
                        } label: {
                            Label("Note", systemImage: "square.and.pencil")
                        }
                    }
                }
            }
            .listStyle(.plain)
            .overlay {
                if viewModel.visibleArticles.isEmpty {
                    ContentUnavailableView.search(text: viewModel.searchText)
                }
            }
            .safeAreaInset(edge: .bottom) {
                if stats.articlesRead > 0 {
                    Text("\(stats.articlesRead) read this week")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .padding(8)
                        .frame(maxWidth: .infinity)
                        .background(.bar)
                }
            }
        }
    }
}

struct ArticlesListView_Previews: PreviewProvider {
    static var previews: some View {
        ArticlesListView(api: PreviewArticlesAPI())
            .environmentObject(LibraryStore())
            .environment(ReadingStats())
    }
}
