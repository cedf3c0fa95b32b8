import Combine

final class ScoreModel: ObservableObject {
    @Published var score: Int
    @Published private(set) var players: [String]
    @Published var title = "Match"

    init(start: Int, players: [String]) {
        _score = Published(initialValue: start)
        self._players = .init(initialValue: players)
        _title = Published<String>(wrappedValue: "Match \(start)")
    }

    /// A local named like the wrapper is only a local.
    func reload(from names: [String]) {
        var _players = [String]()
        _players = names.sorted()
        players = _players
    }
}
