import SwiftUI

final class MenuModel: ObservableObject {
    @Published var title: String

    init(title: String) {
        self.title = title
    }
}

final class SpecialsModel: ObservableObject {
    @Published var dishes = ["Crème brûlée", "抹茶パフェ"]
}

struct MenuView: View {
    // Spécialité du jour 🍰 — 本日のおすすめ
    @StateObject var model: MenuModel
    /* Crème 🍮 */ @StateObject var specials = SpecialsModel()

    init(title: String = "Café ☕️ ケーキ") { self._model = StateObject(wrappedValue: MenuModel(title: title)) }

    var body: some View {
        VStack {
            Text(model.title)
            ForEach(specials.dishes, id: \.self) { dish in
                Text(dish)
            }
        }
    }
}
