import SwiftUI

final class RecipeDetailViewModel: ObservableObject {
    @Published var title = ""
    @Published var calories = 0
    let recipeID: Int

    init(recipeID: Int) {
        self.recipeID = recipeID
    }
}
