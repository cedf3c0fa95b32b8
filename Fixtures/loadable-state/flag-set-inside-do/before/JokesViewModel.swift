import SwiftUI

struct JokeAPI {
    func randomJoke() async throws -> String {
        ""
    }
}

@MainActor
final class JokesViewModel: ObservableObject {
    @Published var jokes: [String]?
    @Published var isLoading = false
    @Published var error: Error?

    private let api = JokeAPI()

    func fetchJokes() async {
        do {
            isLoading = true
            error = nil
            async let first = api.randomJoke()
            async let second = api.randomJoke()
            jokes = try await [first, second]
            isLoading = false
        } catch {
            isLoading = false
            self.error = error
        }
    }
}
