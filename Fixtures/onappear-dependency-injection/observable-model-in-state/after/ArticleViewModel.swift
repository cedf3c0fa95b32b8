import Observation

final class ArticleStore {
    func title(of articleID: Int) async -> String { "Article \(articleID)" }
}

@Observable
final class ArticleViewModel {
    private(set) var title = ""
    var isBookmarked = false
    var articleID = 0
    var store: ArticleStore

    init(articleID: Int = 0, store: ArticleStore) {
        self.articleID = articleID
        self.store = store
    }

    func load() async {
        title = await store.title(of: articleID)
    }
}
