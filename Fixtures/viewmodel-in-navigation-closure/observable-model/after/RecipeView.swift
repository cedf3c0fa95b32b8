import SwiftUI

@Observable
final class RecipeViewModel {
    var recipe: Recipe
    var servings = 2

    init(recipe: Recipe) {
        self.recipe = recipe
    }
}

struct RecipeView: View {
    @State var viewModel: RecipeViewModel

    var body: some View {
        Text("\(viewModel.recipe.name) for \(viewModel.servings)")
    }
}

struct RecipeEditor: View {
    @State var viewModel: RecipeViewModel

    var body: some View {
        Stepper("Servings: \(viewModel.servings)", value: $viewModel.servings, in: 1...12)
    }
}
