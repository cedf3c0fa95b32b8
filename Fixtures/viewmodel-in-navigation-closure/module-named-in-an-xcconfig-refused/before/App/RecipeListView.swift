import ShopKit
import SwiftUI

struct RecipeListView: View {
    let recipes: [Recipe]

    var body: some View {
        NavigationStack {
            List(recipes, id: \.self) { recipe in
                NavigationLink(recipe.name) {
                    ItemView(viewModel: ItemViewModel(recipe: recipe))
                }
            }
        }
    }
}
