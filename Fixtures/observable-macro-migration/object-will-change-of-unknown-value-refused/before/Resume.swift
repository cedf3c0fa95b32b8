import Combine

/// Neither value's type is written here, and either may be the player.
enum Resume {
    static func now() {
        let player = [makePlayer()].first!
        player.objectWillChange.send()
        let box = makeBoxedPlayer()
        box.content.objectWillChange.send()
    }
}
