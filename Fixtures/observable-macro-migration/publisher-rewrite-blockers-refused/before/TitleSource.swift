import Combine

/// Names the publisher's type, which the rewrite would change.
struct TitleSource {
    let titles: Published<String>.Publisher

    init(player: PlayerModel) {
        titles = player.$title
    }
}
