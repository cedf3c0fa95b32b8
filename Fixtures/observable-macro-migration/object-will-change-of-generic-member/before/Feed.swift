import Combine

/// Reaches the extra data of comments through the generic arguments their types are written
/// with: a cast, a binding of the cast and a typealias. None of it may be the player.
final class Feed {
    var items: [AnyObject] = []
    var cancellables: [AnyCancellable] = []

    func observe() {
        for item in items {
            if let comment = item as? Entity<CommentData, CommentExtra>, let extra = comment.extra {
                cancellables.append(extra.objectWillChange.sink { _ in print("changed") })
            }
        }
    }

    func collapse(_ comment: Comment) {
        comment.extra?.objectWillChange.send()
    }
}
