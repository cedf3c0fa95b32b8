import SwiftUI

public struct Recipe: Hashable {
    public var name: String
    public var servings: Int
}

public final class ItemViewModel: ObservableObject {
    @Published public var recipe: Recipe

    public init(recipe: Recipe) {
        self.recipe = recipe
    }
}

public struct ItemView: View {
    @ObservedObject var viewModel: ItemViewModel

    public init(viewModel: ItemViewModel) {
        self.viewModel = viewModel
    }

    public var body: some View {
        Stepper("Servings: \(viewModel.recipe.servings)", value: $viewModel.recipe.servings, in: 1...20)
    }
}
