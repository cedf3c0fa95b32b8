import SwiftUI

// Not isolated to the main actor: it publishes its state from `MainActor.run`.
final class ArticlesViewModel: ObservableObject {
    @Published var articles: [Article] = []
    @Published var isLoading = false
    @Published var error: Error?

    private let api = ArticleAPI()

    func load() async {
        await MainActor.run {
            isLoading = true
            error = nil
        }
        do {
            let latest = try await api.latest()
            await MainActor.run {
                // Both change in one main-actor turn.
                self.articles = latest
                self.isLoading = false
            }
        } catch {
            await MainActor.run {
                self.error = error
            }
            await MainActor.run { isLoading = false }
        }
    }
}
