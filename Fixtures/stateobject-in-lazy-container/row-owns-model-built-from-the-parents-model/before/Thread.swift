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
