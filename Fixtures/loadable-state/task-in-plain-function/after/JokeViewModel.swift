import SwiftUI

struct JokeAPI {
    func randomJoke() async throws -> String {
        ""
    }
}

@MainActor
final class JokeViewModel: ObservableObject {
    @Published var jokeText: Loadable<String> = .notInitiated

    private let api = JokeAPI()

    func fetchJoke() {
        jokeText = .loading
        Task {
            do {
                jokeText = .success(try await api.randomJoke())
            } catch {
                self.jokeText = .failure(error)
            }
        }
    }
}
