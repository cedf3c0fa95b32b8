import SwiftUI

struct Details {
    var summary = ""
}

enum DetailsErrorState {
    case none
    case generating
}

struct DetailsAPI {
    func details() async throws -> Details {
        Details()
    }
}

@MainActor
final class DetailsViewModel: ObservableObject {
    @Published var isGeneratingDetails = false
    @Published var errorState: DetailsErrorState = .none
    @Published var details: Details?

    private let api = DetailsAPI()

    func generateDetails() async {
        isGeneratingDetails = true
        errorState = .none
        defer { isGeneratingDetails = false }
        do {
            details = try await api.details()
        } catch {
            errorState = .generating
        }
    }
}
