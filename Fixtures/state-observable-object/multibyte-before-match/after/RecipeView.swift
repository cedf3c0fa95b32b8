import SwiftUI

final class RecipeModel: ObservableObject {
    @Published var title = "Crème brûlée"
}

struct RecipeView: View {
    private let subtitle = "Dessert 🍮 — デザート"; @StateObject private var model = RecipeModel()
    /* Résumé 📄 履歴書 */ @StateObject private var notes = RecipeModel()

    var body: some View {
        VStack {
            Text(model.title)
            Text(subtitle)
            Text(notes.title)
        }
    }
}
