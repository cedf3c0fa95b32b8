import SwiftUI

struct RecipesView: View {
    let recipeIDs: [Int]

    var body: some View {
        NavigationStack {
            List(recipeIDs, id: \.self) { id in
                NavigationLink("Recipe \(id)") {
                    RecipeDetailView(viewModel: RecipeDetailViewModel(recipeID: id), showsNutrition: false)
                }
            }
        }
    }
}
