import SwiftUI

@MainActor
final class GalleryViewModel: ObservableObject {
    @Published var articles: [Article] = []

    private var articleRowCache: [Article.ID: ArticleRowViewModel] = [:]

    func articleRowViewModel(for article: Article) -> ArticleRowViewModel {
        if let cached = articleRowCache[article.id] { return cached }
        let model = ArticleRowViewModel(article: article)
        articleRowCache[article.id] = model
        return model
    }
}
