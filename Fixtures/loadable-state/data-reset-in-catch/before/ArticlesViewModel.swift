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
    @Published var isLoading = false
    @Published var error: Error?
    @Published var articles: [Article] = []

    private let api = ArticlesAPI()

    func load() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            articles = try await api.fetchArticles()
        } catch {
            self.error = error
            articles = []
        }
    }
}
