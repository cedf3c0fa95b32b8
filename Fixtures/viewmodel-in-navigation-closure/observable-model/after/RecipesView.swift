import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct RecipesView: View {
    let recipes: [Recipe]
    @State private var selectedRecipe: Recipe?

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                Button(recipe.name) {
                    selectedRecipe = recipe
                }
            }
            .navigationDestination(item: $selectedRecipe) { recipe in
                RecipeView(viewModel: RecipeViewModel(recipe: recipe))
            }
            .sheet(item: $selectedRecipe) { recipe in
                RecipeEditor(viewModel: .init(recipe: recipe))
            }
        }
    }
}
