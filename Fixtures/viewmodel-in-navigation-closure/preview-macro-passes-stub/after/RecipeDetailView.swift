import SwiftUI

struct RecipeDetailView: View {
    @StateObject private var viewModel: RecipeDetailViewModel
    let showsNutrition: Bool

    init(viewModel: @autoclosure @escaping () -> RecipeDetailViewModel, showsNutrition: Bool) {
        _viewModel = StateObject(wrappedValue: viewModel())
        self.showsNutrition = showsNutrition
    }

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
