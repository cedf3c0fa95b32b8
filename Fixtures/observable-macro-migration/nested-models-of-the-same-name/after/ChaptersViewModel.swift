import Combine
import Observation

@Observable
final class ChaptersViewModel: ChaptersView.Model {
    private let player: Player

    init(player: Player) {
        self.player = player
        super.init(chapters: player.chapters)
    }

    override func select(_ chapter: String) {
        super.select(chapter)
        player.jump(to: chapter)
    }
}

final class Player {
    var chapters = ["One", "Two"]

    func jump(to chapter: String) {}
}
