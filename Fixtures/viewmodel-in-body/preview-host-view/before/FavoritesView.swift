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

#if DEBUG
#Preview("Environment") {
    _EnvironmentPreviewHost()
}
#endif

/// A leading underscore still names a type.
private struct _EnvironmentPreviewHost: View {
    var body: some View {
        FavoritesList()
            .environmentObject(FavoritesModel())
    }
}

struct FavoritesList: View {
    @EnvironmentObject var model: FavoritesModel

    var body: some View {
        Text("\(model.favorites.count)")
    }
}

extension FavoritesView {
    /// Builds what the previews below show; nothing else calls it.
    static func preview(_ favorites: [String]) -> some View {
        FavoritesView(model: FavoritesModel(favorites: favorites), isAdding: .constant(false))
    }
}

#if DEBUG
#Preview("Helper") {
    FavoritesView.preview(["Swift", "SwiftUI"])
}
#endif

/// A screen that only previews show, and the tiles it is made of.
struct FavoritesPromo: View {
    var body: some View {
        PromoTile()
    }
}

private struct PromoTile: View {
    var body: some View {
        FavoritesView(model: FavoritesModel(favorites: ["Promo"]), isAdding: .constant(false))
    }
}

#if DEBUG
#Preview("Promo") {
    FavoritesPromo()
}
#endif

/// Named as a tester, internal, and shown only by the preview below.
struct FavoritesViewTester: View {
    var body: some View {
        FavoritesView(model: FavoritesModel(favorites: ["Tested"]), isAdding: .constant(true))
    }
}

struct FavoritesViewTester_Previews: PreviewProvider {
    static var previews: some View {
        FavoritesViewTester()
    }
}

/// The app's own call passes the model this screen owns.
struct FavoritesScreen: View {
    @StateObject private var model = FavoritesModel()
    @State private var isAdding = false

    var body: some View {
        FavoritesView(model: model, isAdding: $isAdding)
    }
}
