/// `joined()` comes from a protocol the scanned sources declare, and hands back the models.
protocol Joinable {}

extension Joinable {
    static func joined() -> [PlayButtonModel] { [] }
}

struct Playlist {
    let name: String
}

extension Playlist: Joinable {}
