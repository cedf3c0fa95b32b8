import Combine

/// Names the publisher's type, which the rewrite would change.
struct TitleSource {
    let titles: Published<String>.Publisher

    init(player: PlayerModel) {
        titles = player.$title
    }
}

/// Takes only a '@Published' property's publisher.
enum TitleLogger {
    static func log(_ titles: Published<String>.Publisher) -> AnyCancellable {
        titles.sink { print($0) }
    }
}
