import SwiftUI

struct Article: Identifiable {
    let id: Int
    var title: String
}

struct ArticlesAPI {
    func fetchArticles() async throws -> [Article] {
        []
    }
}

@MainActor
final class ArticlesViewModel: ObservableObject {
    @Published var articles: Loadable<[Article]> = .notInitiated

    private let api = ArticlesAPI()

    func load() async {
        articles = .loading
        do {
            articles = .success(try await api.fetchArticles())
        } catch {
            articles = .failure(error)
        }
    }
}
