import Combine

final class Entity<Payload, Extra> {
    var payload: Payload
    var extra: Extra?

    init(payload: Payload) {
        self.payload = payload
    }
}

struct CommentData {
    var body = ""
}

final class CommentExtra: ObservableObject {
    @Published var isCollapsed = false
}

typealias Comment = Entity<CommentData, CommentExtra>
