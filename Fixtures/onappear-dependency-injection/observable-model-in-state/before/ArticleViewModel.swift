import Observation

final class ArticleStore {
    func title(of articleID: Int) async -> String { "Article \(articleID)" }
}

@Observable
final class ArticleViewModel {
    private(set) var title = ""
    var isBookmarked = false
    var articleID = 0
    var store: ArticleStore?

    func load() async {
        guard let store else { return }
        title = await store.title(of: articleID)
    }
}
