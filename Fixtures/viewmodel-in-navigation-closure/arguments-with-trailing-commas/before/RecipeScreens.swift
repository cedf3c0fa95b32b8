import Combine
import SwiftUI

struct Recipe: Hashable {
    let title: String
    static let sample = Recipe(title: "Soup")
}

final class RecipeDetailViewModel: ObservableObject {
    @Published var recipe: Recipe
    @Published var servings: Int

    init(recipe: Recipe, servings: Int = 2) {
        self.recipe = recipe
        self.servings = servings
    }
}

struct RecipeDetailView: View {
    @ObservedObject var viewModel: RecipeDetailViewModel
    @Binding var path: NavigationPath

    var body: some View {
        Text("\(viewModel.recipe.title) for \(viewModel.servings)")
    }
}

struct RecipeListView: View {
    @State private var path = NavigationPath()
    let recipes: [Recipe]

    var body: some View {
        NavigationStack(path: $path) {
            List(recipes, id: \.self) { recipe in
                NavigationLink(recipe.title, value: recipe)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(viewModel: RecipeDetailViewModel(recipe: recipe, servings: 4,), path: $path)
            }
        }
    }
}

struct RecipeDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            let viewModel = RecipeDetailViewModel(
                recipe: .sample,
            )

            RecipeDetailView(viewModel: viewModel, path: .constant(NavigationPath()))
        }
    }
}
