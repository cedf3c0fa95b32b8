import SwiftUI

struct JokeAPI {
    func randomJoke() async throws -> String {
        ""
    }
}

@MainActor
final class JokesViewModel: ObservableObject {
    @Published var jokes: Loadable<[String]> = .notInitiated

    private let api = JokeAPI()

    func fetchJokes() async {
        do {
            jokes = .loading
            async let first = api.randomJoke()
            async let second = api.randomJoke()
            jokes = .success(try await [first, second])
        } catch {
            jokes = .failure(error)
        }
    }
}
