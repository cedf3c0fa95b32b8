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
    @Published var headlines: Loadable<[Headline]> = .notInitiated

    private let api = NewsAPI()

    func loadHeadlines() async {
        headlines = .loading
        do {
            headlines = .success(try await api.headlines())
        } catch {
            headlines = .failure(error)
        }
    }
}
