import Combine
import Observation

@Observable
final class ScoreModel {
    var score: Int
    private(set) var players: [String]
    var title = "Match"

    init(start: Int, players: [String]) {
        self.score = start
        self.players = players
        self.title = "Match \(start)"
    }

    /// A local named like the wrapper is only a local.
    func reload(from names: [String]) {
        var _players = [String]()
        _players = names.sorted()
        players = _players
    }
}
