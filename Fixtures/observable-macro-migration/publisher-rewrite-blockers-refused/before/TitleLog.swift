import Combine

/// Hands the publisher to a function in another file that names its type.
func logTitles(of player: PlayerModel) -> AnyCancellable {
    TitleLogger.log(player.$title)
}
