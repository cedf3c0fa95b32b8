import SwiftUI

struct RecipeDetailView: View {
    @ObservedObject var viewModel: RecipeDetailViewModel
    let showsNutrition: Bool

    var body: some View {
        VStack {
            Text(viewModel.title)
            if showsNutrition {
                Text("\(viewModel.calories) kcal")
            }
        }
    }
}

#if DEBUG
extension RecipeDetailViewModel {
    static let preview = RecipeDetailViewModel(recipeID: 0)
}

#Preview {
    RecipeDetailView(viewModel: .preview, showsNutrition: true)
}
#endif
