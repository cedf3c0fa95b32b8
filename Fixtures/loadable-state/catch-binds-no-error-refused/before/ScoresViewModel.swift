import SwiftUI

struct Score: Identifiable {
    let id: Int
}

enum ScoresError: Error {
    case unauthorized
    case unavailable
}

struct ScoresAPI {
    func scores() async throws -> [Score] {
        []
    }
}

@MainActor
final class ScoresViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var showError = false
    @Published var needsSignIn = false
    @Published var scores: [Score] = []

    private let api = ScoresAPI()

    func load() async {
        isLoading = true
        showError = false
        do {
            scores = try await api.scores()
        } catch ScoresError.unauthorized {
            needsSignIn = true
            showError = true
        } catch _ {
            showError = true
        }
        isLoading = false
    }
}
