import SwiftUI

// Not isolated to the main actor: it publishes its state from `MainActor.run`.
final class ArticlesViewModel: ObservableObject {
    @Published var articles: Loadable<[Article]> = .notInitiated

    private let api = ArticleAPI()

    func load() async {
        await MainActor.run {
            self.articles = .loading
        }
        do {
            let latest = try await api.latest()
            await MainActor.run {
                // Both change in one main-actor turn.
                self.articles = .success(latest)
            }
        } catch {
            await MainActor.run {
                self.articles = .failure(error)
            }
        }
    }
}
