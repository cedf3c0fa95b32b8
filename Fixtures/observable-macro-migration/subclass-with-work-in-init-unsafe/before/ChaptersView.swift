import SwiftUI

struct ChaptersView: View {
    @StateObject private var model: Model

    init(makeModel: @escaping () -> Model) {
        _model = StateObject(wrappedValue: makeModel())
    }

    var body: some View {
        List(model.chapters, id: \.self) { Text($0) }
    }

    class Model: ObservableObject {
        @Published var chapters: [String] = []
    }
}

// `@State` would run `makeModel()` at every initialisation of the view, and with it the
// subclass's subscription, which `@StateObject` runs once.
final class ChaptersViewModel: ChaptersView.Model {
    private let player: Player

    init(player: Player) {
        self.player = player
        super.init()
        player.observeChapters()
    }
}

final class Player {
    func observeChapters() {}
}

struct PlayerScreen: View {
    let player: Player

    var body: some View {
        ChaptersView(makeModel: { ChaptersViewModel(player: player) })
    }
}
