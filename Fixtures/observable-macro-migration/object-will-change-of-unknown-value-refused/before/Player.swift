import Combine

final class Player: ObservableObject {
    @Published var position = 0.0
}

final class Box<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

func makePlayer() -> Player {
    Player()
}

func makeBoxedPlayer() -> Box<Player> {
    Box(Player())
}
