import Combine
import Foundation

@MainActor
final class ArticlesListViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var articles: [Article] = []
    @Published var searchText = ""

    private let api: ArticlesAPI

    init(api: ArticlesAPI) {
        self.api = api
    }

    var visibleArticles: [Article] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return articles }
        return articles.filter {
            $0.title.localizedCaseInsensitiveContains(query)
                || $0.author.name.localizedCaseInsensitiveContains(query)
        }
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            articles = try await api.fetchArticles()
        } catch {
            self.error = error
        }
    }

    func saveNote(_ text: String, for article: Article) async {
        do {
            try await api.saveNote(text, for: article.id)
        } catch {
            self.error = error
        }
    }
}
