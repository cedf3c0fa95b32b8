import SwiftUI

struct Headline: Identifiable {
    let id: Int
    var text: String
}

struct NewsAPI {
    func headlines() async throws -> [Headline] {
        []
    }
}

@MainActor
final class NewsViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var headlines: [Headline] = []

    private let api = NewsAPI()

    func loadHeadlines() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            headlines = try await api.headlines()
        } catch {
            self.error = error
        }
    }
}
