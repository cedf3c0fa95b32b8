import SwiftUI

final class RecipeModel: ObservableObject {
    @Published var title = "Crème brûlée"
}

struct RecipeView: View {
    private let subtitle = "Dessert 🍮 — デザート"; @State private var model = RecipeModel()
    /* Résumé 📄 履歴書 */ @State private var notes = RecipeModel()

    var body: some View {
        VStack {
            Text(model.title)
            Text(subtitle)
            Text(notes.title)
        }
    }
}
