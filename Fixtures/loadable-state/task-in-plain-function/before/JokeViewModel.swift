import SwiftUI

struct JokeAPI {
    func randomJoke() async throws -> String {
        ""
    }
}

@MainActor
final class JokeViewModel: ObservableObject {
    @Published var jokeText: String?
    @Published var isLoading = false
    @Published var error: Error?

    private let api = JokeAPI()

    func fetchJoke() {
        isLoading = true
        error = nil
        Task {
            do {
                jokeText = try await api.randomJoke()
            } catch {
                self.error = error
            }
            isLoading = false
        }
    }
}
