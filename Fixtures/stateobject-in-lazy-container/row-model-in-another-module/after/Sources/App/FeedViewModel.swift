// Never imports 'Rows', where the rows' models live.
import Combine
import Rows

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var articleIDs: [Int] = []

    func load() {
        articleIDs = Array(1...50)
    }

    private var articleRowCache: [Int: ArticleRowViewModel] = [:]

    func articleRowViewModel(for id: Int) -> ArticleRowViewModel {
        if let cached = articleRowCache[id] { return cached }
        let model = ArticleRowViewModel(articleID: id)
        articleRowCache[id] = model
        return model
    }
}
