import SwiftUI

struct Suggestion: Identifiable {
    let id: Int
    var text: String
}

enum SuggestionsError: Error {
    case failedToLoad
}

struct SuggestionsAPI {
    func suggestions() async throws -> [Suggestion] {
        []
    }
}

@MainActor
final class SuggestionsViewModel: ObservableObject {
    @Published var isLoadingSuggestions = false
    @Published var error: SuggestionsError?
    @Published var suggestions: [Suggestion] = []

    private let api = SuggestionsAPI()

    func loadSuggestions() async {
        isLoadingSuggestions = true
        error = nil

        do {
            suggestions = try await api.suggestions()
        } catch {
            // The view shows one message whatever went wrong.
            self.error = .failedToLoad
        }

        isLoadingSuggestions = false
    }
}
