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

    @Published var isLoading = false
    @Published var error: Error?
    @Published var quotes: [Quote] = []

    private let api = QuotesAPI()

    func loadQuotes() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            quotes = try await api.quotes()
        } catch {
            self.error = error
        }
    }
}
