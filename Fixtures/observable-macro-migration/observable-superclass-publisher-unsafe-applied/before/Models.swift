import Combine

class PagedModel: ObservableObject {
    @Published var page = 0
}

/// Watches its superclass's publisher, which it reaches as its own.
final class ArticlesModel: PagedModel {
    @Published var articles: [String] = []
    private var pageChanges: AnyCancellable?

    override init() {
        super.init()
        pageChanges = $page.sink { [weak self] _ in
            self?.articles = []
        }
    }
}
