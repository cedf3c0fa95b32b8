import SwiftUI

struct Comment: Identifiable {
    let id: Int
    var text: String
}

@MainActor
final class ThreadViewModel: ObservableObject {
    @Published var comments: [Comment] = []
}

final class CommentViewModel: ObservableObject {
    let comment: Comment
    @Published var isCollapsed = false

    init(comment: Comment) {
        self.comment = comment
    }
}
