import SwiftUI

@MainActor
final class AuthorArticlesViewModel: ObservableObject {
    @Published private(set) var isFetching = false
    @Published private(set) var errorMessage: String?
    @Published private(set) var articles = [Article]()

    private let authorID: Author.ID
    private let api: ArticlesAPI

    init(authorID: Author.ID, api: ArticlesAPI) {
        self.authorID = authorID
        self.api = api
    }

    var longReads: [Article] {
        articles.filter { $0.readingMinutes >= 10 }
    }

    func load() async {
        guard !isFetching else { return }
        isFetching = true
        errorMessage = nil
        defer { isFetching = false }
        do {
            articles = try await api.fetchArticles(by: authorID)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

/// Everything one author wrote, long reads first.
struct AuthorArticlesView: View {
    @StateObject private var viewModel: AuthorArticlesViewModel

    init(authorID: Author.ID, api: ArticlesAPI) {
        _viewModel = StateObject(wrappedValue: AuthorArticlesViewModel(authorID: authorID, api: api))
    }

    var body: some View {
        List {
            if viewModel.isFetching {
                ProgressView()
            }
            if let message = viewModel.errorMessage {
                Text(message)
                    .foregroundStyle(.red)
            }
            Section("Long reads") {
                ForEach(viewModel.longReads) { article in
                    Text(article.title)
                }
            }
            Section("All") {
                ForEach(viewModel.articles) { article in
                    Text(article.title)
                }
            }
        }
        .task { await viewModel.load() }
    }
}
