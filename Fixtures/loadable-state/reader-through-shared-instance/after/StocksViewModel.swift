import SwiftUI

struct Quote: Identifiable {
    let id: String
    var price: Double
}

struct QuotesAPI {
    func quotes() async throws -> [Quote] {
        []
    }
}

@MainActor
final class StocksViewModel: ObservableObject {
    static let shared = StocksViewModel()

    @Published var quotes: Loadable<[Quote]> = .notInitiated

    private let api = QuotesAPI()

    func loadQuotes() async {
        quotes = .loading
        do {
            quotes = .success(try await api.quotes())
        } catch {
            quotes = .failure(error)
        }
    }
}
