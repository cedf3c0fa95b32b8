import SwiftUI

final class FavoritesModel: ObservableObject {
    @Published var favorites: [String] = []

    init(favorites: [String] = []) {
        self.favorites = favorites
    }
}

struct FavoritesView: View {
    @ObservedObject var model: FavoritesModel
    @Binding var isAdding: Bool

    var body: some View {
        List(model.favorites, id: \.self) { favorite in
            Text(favorite)
        }
    }
}

struct FavoritesView_Previews: PreviewProvider {
    static var previews: some View {
        PreviewHost()
    }
}

/// Holds the binding a preview needs; nothing but previews creates it.
private struct PreviewHost: View {
    @State var isAdding = false

    var body: some View {
        FavoritesView(model: FavoritesModel(favorites: ["Swift"]), isAdding: $isAdding)
            .environmentObject(FavoritesModel())
    }
}

#if DEBUG
#Preview {
    MacroPreviewHost()
}

/// The same, shown by the '#Preview' macro.
private struct MacroPreviewHost: View {
    @State var isAdding = true

    var body: some View {
        FavoritesView(model: FavoritesModel(), isAdding: $isAdding)
    }
}
#endif
