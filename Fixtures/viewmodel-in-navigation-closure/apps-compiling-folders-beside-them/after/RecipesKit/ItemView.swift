import SwiftUI

struct Recipe: Hashable {
    var name: String
    var servings: Int
}

final class ItemViewModel: ObservableObject {
    @Published var recipe: Recipe

    init(recipe: Recipe) {
        self.recipe = recipe
    }
}

struct ItemView: View {
    @StateObject private var viewModel: ItemViewModel

    init(recipe: Recipe) {
        _viewModel = StateObject(wrappedValue: ItemViewModel(recipe: recipe))
    }

    var body: some View {
        Stepper("Servings: \(viewModel.recipe.servings)", value: $viewModel.recipe.servings, in: 1...20)
    }
}
