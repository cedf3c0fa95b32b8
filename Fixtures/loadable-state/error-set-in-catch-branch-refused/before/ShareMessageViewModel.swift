import SwiftUI

enum LanguageError: Error {
    case failedToIdentify(underlyingError: Error)
}

struct MessageGenerator {
    func message() async throws -> String {
        ""
    }
}

@MainActor
final class ShareMessageViewModel: ObservableObject {
    @Published var generationInProgress = false
    @Published var errorMessage: String?
    @Published var messageContent = ""

    private let generator = MessageGenerator()

    func generateShareMessage() async {
        errorMessage = nil
        generationInProgress = true
        do {
            messageContent = try await generator.message()
        } catch {
            if case let LanguageError.failedToIdentify(underlyingError: underlyingError) = error {
                errorMessage = underlyingError.localizedDescription
            } else {
                errorMessage = error.localizedDescription
            }
        }
        generationInProgress = false
    }
}
