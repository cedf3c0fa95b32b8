import SwiftUI

final class CommentsViewModel: ObservableObject {
    @Published var comments: [String] = []
    @Published var isLoading = false
    @Published var error: Error?

    private var articleID = 0
    private let api = ArticleAPI()

    func load(articleID: Int) async {
        self.articleID = articleID
        await MainActor.run {
            isLoading = true
            error = nil
        }
        do {
            let comments = try await api.comments(for: articleID)
            await MainActor.run {
                // A newer article's load owns the state now.
                guard self.articleID == articleID else { return }
                self.comments = comments
                self.isLoading = false
            }
        } catch {
            await MainActor.run {
                self.error = error
                self.isLoading = false
            }
        }
    }
}
