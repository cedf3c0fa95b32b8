import SwiftUI

struct Comment: Identifiable {
    let id: Int
    var text: String
}

@MainActor
final class ThreadViewModel: ObservableObject {
    @Published var comments: [Comment] = []

    private var commentRowCache: [Comment.ID: CommentViewModel] = [:]

    func commentRowViewModel(for comment: Comment) -> CommentViewModel {
        if let cached = commentRowCache[comment.id] { return cached }
        let model = CommentViewModel(comment: comment)
        commentRowCache[comment.id] = model
        return model
    }
}

final class CommentViewModel: ObservableObject {
    let comment: Comment
    @Published var isCollapsed = false

    init(comment: Comment) {
        self.comment = comment
    }
}
