import SwiftUI

struct ProductDraft {
    var name = ""
}

struct DraftGenerator {
    func draft() async throws -> ProductDraft {
        ProductDraft()
    }
}

@MainActor
final class ProductDraftViewModel: ObservableObject {
    @Published var isGenerating = false
    @Published var error: Error?
    @Published var draft: ProductDraft?

    private let generator = DraftGenerator()

    func generate() async {
        isGenerating = true
        error = nil
        do {
            draft = try await generator.draft()
            isGenerating = false
        } catch {
            self.error = error
        }
    }
}
