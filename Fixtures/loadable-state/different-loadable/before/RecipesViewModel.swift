import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    var name: String
}

struct RecipeBook {
    func recipes() async throws -> [Recipe] {
        []
    }
}

@MainActor
final class RecipesViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var recipes: [Recipe] = []

    private let book = RecipeBook()

    func loadRecipes() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            recipes = try await book.recipes()
        } catch {
            self.error = error
        }
    }
}
