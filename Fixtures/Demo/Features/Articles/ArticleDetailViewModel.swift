import Combine
import Foundation

@MainActor
final class ArticleDetailViewModel: ObservableObject {
    enum Phase {
        case idle
        case loading
        case loaded(Article)
        case failed(String)
    }

    @Published private(set) var phase: Phase = .idle
    @Published private(set) var article: Article?
    @Published var title = ""
    @Published var fontScale: Double = 1.0

    let articleID: Article.ID
    private let api: ArticlesAPI
    private var cancellables = Set<AnyCancellable>()

    init(articleID: Article.ID, api: ArticlesAPI) {
        self.articleID = articleID
        self.api = api

        $article
            .compactMap { $0?.title }
            .removeDuplicates()
            .sink { value in
                self.title = value
            }
            .store(in: &cancellables)
    }

    func load() async {
        if case .loaded = phase { return }
        phase = .loading
        do {
            let article = try await api.fetchArticle(id: articleID)
            self.article = article
            phase = .loaded(article)
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }

    func increaseFontSize() {
        fontScale = min(fontScale + 0.1, 2.0)
    }

    func decreaseFontSize() {
        fontScale = max(fontScale - 0.1, 0.8)
    }
}
