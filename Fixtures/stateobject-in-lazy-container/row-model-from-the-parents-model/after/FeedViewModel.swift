import SwiftUI

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []
    let bookmarks = BookmarkStore()

    private var articleRowCache: [Article.ID: ArticleRowViewModel] = [:]

    func articleRowViewModel(for article: Article) -> ArticleRowViewModel {
        if let cached = articleRowCache[article.id] { return cached }
        let model = ArticleRowViewModel(article: article, bookmarks: self.bookmarks)
        articleRowCache[article.id] = model
        return model
    }
}
