import SwiftUI

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []

    func load() async {
        articles = (1...50).map { Article(id: $0, title: "Article \($0)", summary: "") }
    }

    private var articleRowCache: [Article.ID: ArticleRowViewModel] = [:]

    func articleRowViewModel(for article: Article) -> ArticleRowViewModel {
        if let cached = articleRowCache[article.id] { return cached }
        let model = ArticleRowViewModel(article: article)
        articleRowCache[article.id] = model
        return model
    }
}
