import SwiftUI

struct Author: Identifiable {
    let id: Int
    var name: String
}

struct Comment: Identifiable {
    let id: Int
    let authorID: Int
    var text: String
}

@MainActor
final class ThreadViewModel: ObservableObject {
    @Published var comments: [Comment] = []
    @Published var authors: [Int: Author] = [:]

    func author(of comment: Comment) -> Author {
        authors[comment.authorID] ?? Author(id: comment.authorID, name: "Unknown")
    }

    private var commentRowCache: [Comment.ID: CommentViewModel] = [:]

    func commentRowViewModel(for comment: Comment) -> CommentViewModel {
        if let cached = commentRowCache[comment.id] { return cached }
        let model = CommentViewModel(comment: comment, author: self.author(of: comment))
        commentRowCache[comment.id] = model
        return model
    }
}

final class CommentViewModel: ObservableObject {
    let comment: Comment
    let author: Author
    @Published var isCollapsed = false

    init(comment: Comment, author: Author) {
        self.comment = comment
        self.author = author
    }
}
